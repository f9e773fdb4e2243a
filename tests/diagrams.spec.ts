import type {Locator, Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './fixtures';

/** The writers' reference shows one diagram (src/remark/mermaidFigures.ts makes the figure). */
const pagePath = '/markdown-page';
const caption = 'Returning a library book';

const diagram = (page: Page): Locator => page.getByRole('figure', {name: caption});

/** The one render a reader sees: the other colour mode's is hidden, so out of the accessibility tree. */
async function shownRender(page: Page): Promise<Locator> {
  const image = diagram(page).getByRole('img');
  await expect(image).toHaveCount(1);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
    )
    .toBe(true);
  return image;
}

test('a diagram is a static SVG image with its title as caption and its description as alt text', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoHydrated(page, pagePath);
  const image = await shownRender(page);
  await expect(image).toHaveAttribute('src', /\/diagrams\/[0-9a-f]{16}-light\.svg$/);
  await expect(image).toHaveAttribute('alt', /^The librarian enters the book's accession number\./);
  await expect(diagram(page).locator('figcaption')).toHaveText(caption);
  // No diagram code: no Mermaid script, no SVG drawn in the page, and the dark render isn't fetched.
  expect(requests.filter((url) => /mermaid/i.test(url))).toEqual([]);
  expect(await page.evaluate(() => 'mermaid' in window)).toBe(false);
  await expect(diagram(page).locator('svg')).toHaveCount(0);
  expect(requests.filter((url) => url.endsWith('-dark.svg'))).toEqual([]);
  // The render is a self-contained SVG document with its own title, and its labels are SVG text.
  const response = await page.request.get((await image.getAttribute('src')) ?? '');
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const svg = await response.text();
  expect(svg).toContain(`<title id="chart-title-diagram-`);
  expect(svg).toContain(caption);
  expect(svg).not.toMatch(/<foreignObject|@import|@font-face|<script/);
});

test('the diagram follows the colour toggle', async ({page}) => {
  await gotoHydrated(page, pagePath);
  await shownRender(page);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const image = await shownRender(page);
  await expect(image).toHaveAttribute('src', /-dark\.svg$/);
  await expect(image).toHaveAttribute('alt', /^The librarian enters/);
});

test.describe('with a dark system preference', () => {
  test.use({colorScheme: 'dark'});

  test('the dark render shows from the first paint', async ({page}) => {
    await gotoHydrated(page, pagePath);
    await expect(await shownRender(page)).toHaveAttribute('src', /-dark\.svg$/);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the diagram keeps its natural size and scrolls sideways inside the column, not the page', async ({
    page,
  }) => {
    await gotoHydrated(page, pagePath);
    const image = await shownRender(page);
    const naturalWidth = Number(await image.getAttribute('width'));
    expect((await image.boundingBox())?.width).toBe(naturalWidth);
    const scroller = diagram(page).locator('.diagram__scroll');
    await expect(scroller).toHaveAttribute('tabindex', '0');
    const sizes = await scroller.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
      return {
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        scrolled: element.scrollLeft,
      };
    });
    expect(sizes.scrollWidth).toBe(naturalWidth);
    expect(sizes.clientWidth).toBeLessThan(390);
    expect(sizes.scrolled).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
