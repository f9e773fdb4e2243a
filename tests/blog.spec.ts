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
        return {failed: doc.querySelector('parsererror') !== null, entries: doc.getElementsByTagName(tag).length};
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
