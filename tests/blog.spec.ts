import {expect, test} from './fixtures';

for (const [feed, entry] of [
  ['/blog/rss.xml', 'item'],
  ['/blog/atom.xml', 'entry'],
] as const) {
  test(`${feed} parses as XML and lists the posts`, async ({page, request}) => {
    const response = await request.get(feed);
    expect(response.ok()).toBe(true);
    const xml = await response.text();
    await page.goto('/');
    const parsed = await page.evaluate(
      ([text, tag]) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          failed: doc.querySelector('parsererror') !== null,
          entries: doc.getElementsByTagName(tag).length,
        };
      },
      [xml, entry] as const,
    );
    expect(parsed.failed).toBe(false);
    expect(parsed.entries).toBeGreaterThanOrEqual(3);
  });
}

test('the blog sidebar groups posts by year and shows reading times', async ({page}) => {
  await page.goto('/blog');
  const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
  await expect(sidebar.getByRole('heading', {name: '2026'})).toBeVisible();
  await expect(sidebar.getByRole('heading', {name: '2025'})).toBeVisible();
  await expect(page.getByText(/min read/).first()).toBeVisible();
});

test("a post's table of contents is a landmark named 'On this page' that stays in view", async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 400});
  await page.goto('/blog/2025/06/02/welcome-to-the-user-guide');
  const contents = page.getByRole('navigation', {name: 'On this page'});
  await expect(contents.getByRole('link').first()).toBeVisible();
  await page.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  // Sticky, as the stock div was: it keeps its place below the navbar while the post scrolls.
  await expect(contents).toBeInViewport();
});

test('on a phone, the table of contents is the collapsible button, with no empty landmark', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 915});
  await page.goto('/docs/intro');
  await expect(page.getByRole('button', {name: 'On this page'})).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'On this page'})).toHaveCount(0);
});
