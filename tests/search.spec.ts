import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page, Request} from '@playwright/test';
import {startBuildServer, type BuildServer} from '../scripts/lib/buildServer';
import {guideRoutes} from '../src/config/site';
import {buildSearchFiles} from '../src/plugins/local-search/buildSearchFiles';
import {indexFileName, recordsFileName} from '../src/search/pagePacking';
import type {SearchRecord} from '../src/search/types';
import {pageRecords} from '../src/search/__tests__/makeRecords';
import {expect, gotoHydrated, test} from './fixtures';

/**
 * Search (src/plugins/local-search/README.md): the DocSearch modal (Ctrl/Cmd+K or '/', Escape closes it; a
 * start, hits, no-results and error screen) and the /search page answered from the local index, and a
 * hosted-mode build whose queries go to Algolia's servers.
 */

const indexPattern = `**/${indexFileName}`;
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');

/** Records the URL of every request the page makes. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

async function openWithShortcut(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
}

async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
}

test.describe('the search modal (local mode)', () => {
  test('opens with Ctrl+K and /, closes with Escape, and shows the start screen', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithShortcut(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('fetches the index only when search opens, once, and never leaves the site', async ({
    page,
    baseURL,
  }) => {
    const requests = recordRequests(page);
    await gotoHydrated(page, '/');
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.endsWith(indexFileName))).toEqual([]);

    await openWithShortcut(page);
    await search(page, 'attendance');
    await expect(hits(page).first()).toBeVisible();
    await search(page, 'library fine');
    await expect(hits(page).first()).toBeVisible();
    expect(requests.filter((url) => url.endsWith(indexFileName))).toHaveLength(1);
    const origin = new URL(baseURL ?? '').origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual(
      [],
    );
  });

  test('lists up to 20 hits, as DocSearch asks of Algolia, with snippets for the first pages and titles for the rest', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await gotoHydrated(page, '/docs/intro');
    await openWithShortcut(page);
    await search(page, 'fee');
    // The response holds 20 hits; DocSearch shows at most 5 of a section (lvl0), so fewer may show.
    await expect(hits(page).nth(8)).toBeVisible();
    const fetched = (file: RegExp) =>
      requests.filter((url) => file.test(new URL(url).pathname)).length;
    expect(fetched(/\/p\d+\.json$/)).toBe(5);
    expect(fetched(/\/c\d+\.json$/)).toBe(15);
  });

  test("doesn't credit Algolia, which it doesn't use, in the modal or on /search", async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    await openWithShortcut(page);
    await expect(page.locator('.DocSearch-Commands')).toBeVisible();
    await expect(
      page.locator('.DocSearch-Footer').getByRole('link', {name: /algolia/i}),
    ).toBeHidden();
    await gotoHydrated(page, '/search?q=fee');
    await expect(page.locator('article h2 a').first()).toBeVisible();
    await expect(page.getByRole('link', {name: 'Powered by Algolia'})).toBeHidden();
  });

  test('finds pages for real queries, typos included, with highlighted matches', async ({page}) => {
    await gotoHydrated(page, '/');
    await openWithShortcut(page);
    await search(page, 'salry slip');
    const first = hits(page).first();
    await expect(first.locator('a')).toHaveAttribute('href', /\/docs\/Modules\/Employee\/Salary\//);
    await expect(first.locator('mark').first()).toBeVisible();
    await search(page, 'atend');
    await expect(hits(page).first().locator('a')).toHaveAttribute(
      'href',
      /\/docs\/Modules\/Attendance\//,
    );
    await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
    // Pressing Enter opens the highlighted hit.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/Modules\/Attendance\//);
    await expect(modal(page)).toBeHidden();
  });

  test('shows the no-results screen with suggestions and the support link', async ({page}) => {
    await gotoHydrated(page, '/');
    await openWithShortcut(page);
    await search(page, 'library');
    await expect(hits(page).first()).toBeVisible();
    await search(page, 'qzxqvw');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('No results for');
    await expect(noResults).toContainText('Try searching for');
    await expect(noResults).toContainText('Believe this query should return results?');
    await expect(noResults.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      encodeURI(guideRoutes.support),
    );
  });

  test.describe('when the index cannot be fetched', () => {
    test.use({
      expectedConsoleErrors: /search index could not be loaded|Failed to load resource|ERR_FAILED/i,
    });

    test('shows the error screen, then retries on the next keystroke', async ({page}) => {
      await page.route(indexPattern, (route) => route.abort());
      await gotoHydrated(page, '/');
      await openWithShortcut(page);
      await search(page, 'fee');
      const error = page.locator('.DocSearch-ErrorScreen');
      await expect(error).toContainText('Unable to fetch results');
      await expect(error).toContainText('You might want to check your network connection.');
      await page.unroute(indexPattern);
      await input(page).press('s');
      await expect(hits(page).first()).toBeVisible();
      await expect(error).toBeHidden();
    });
  });

  test("'See all N results' leads to /search with the same results", async ({page}) => {
    await gotoHydrated(page, '/');
    await openWithShortcut(page);
    await search(page, 'library');
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    await expect(seeAll).toBeVisible();
    const count = Number((await seeAll.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(5);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=library$/);
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
    await expect(page.locator('article h2 a').first()).toBeVisible();
    await expect(page.locator('.search-result-match').first()).toBeVisible();
  });

  test('the /search page answers a query typed into it', async ({page}) => {
    await gotoHydrated(page, '/search?q=whatsap');
    await expect(page.locator('article h2 a').first()).toHaveAttribute(
      'href',
      /\/docs\/Plugins\/Whatsapp\//,
    );
    await page.getByRole('searchbox', {name: 'Search'}).fill('libary fine');
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
    await expect(page.locator('article h2 a').first()).toHaveAttribute(
      'href',
      /\/docs\/Modules\/Library\//,
    );
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 375, height: 740}, hasTouch: true, isMobile: true});

    test('opens from the navbar button and lists hits', async ({page}) => {
      await gotoHydrated(page, '/docs/intro');
      await page.locator('.DocSearch-Button').click();
      await search(page, 'password');
      await expect(hits(page).first()).toBeVisible();
      const box = await modal(page).boundingBox();
      expect(box?.width).toBeLessThanOrEqual(375);
    });
  });
});

/** A record whose text is HTML that must never run: served by indexing the build's records with it. */
const attack = '<img src=x onerror="window.searchXss=1"><script>window.searchXss=2</script>';

async function serveIndexWithAttack(page: Page): Promise<void> {
  const records = JSON.parse(
    readFileSync(path.resolve('build', recordsFileName), 'utf8'),
  ) as SearchRecord[];
  const origin = new URL(records[0]?.url ?? 'https://invalid').origin;
  const attackPage = pageRecords({
    siteOrigin: origin,
    path: '/docs/intro?zebracorn',
    section: `Zebracorn ${attack}`,
    title: `Zebracorn title ${attack}`,
    sections: [
      {
        heading: `Zebracorn heading ${attack}`,
        anchor: 'zebracorn',
        paragraphs: [`Zebracorn text ${attack} & "quotes" 'too'`],
      },
    ],
  });
  const {meta, files} = buildSearchFiles([...records, ...attackPage], origin, []);
  await page.route(indexPattern, (route) => route.fulfill({json: meta}));
  await page.route(`**/${meta.dir}*`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: files.get(new URL(route.request().url()).pathname.slice(1)) ?? '',
    }),
  );
}

test.describe('escaping', () => {
  test('page text that looks like HTML stays text in the modal, in recent searches and on /search', async ({
    page,
  }) => {
    await serveIndexWithAttack(page);
    await gotoHydrated(page, '/');
    await openWithShortcut(page);
    await search(page, 'zebracorn');
    await expect(hits(page).first()).toContainText('<img src=x onerror=');
    await expect(hits(page).first()).toContainText('<script');
    await expect(modal(page).locator('img[src="x"], .DocSearch-Hits script')).toHaveCount(0);

    // Opening a hit saves it as a recent search, which DocSearch renders from the raw fields.
    await hits(page).first().click();
    // The hit leads from the home page to a docs page, whose layout (and search bar) replaces the
    // home page's once its chunks load: open the modal again only on the new page, with its search
    // button. Its Ctrl+K listener is attached by an effect that can run a moment after the sidebar
    // shows, and a busy machine once pressed the keys before it (the modal never opened); the
    // button's click handler is there as soon as the button is.
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: /^Search/})
      .click();
    await expect(modal(page)).toBeVisible();
    const recent = page.locator('.DocSearch-StartScreen, .DocSearch-Dropdown');
    await expect(recent).toContainText('Zebracorn');
    await expect(recent).toContainText('<img src=x onerror=');
    await expect(modal(page).locator('img[src="x"]')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await gotoHydrated(page, '/search?q=zebracorn');
    await expect(page.locator('main article').first()).toContainText('<script');
    await expect(page.locator('main article img[src="x"]')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as {searchXss?: number}).searchXss),
    ).toBeUndefined();
  });
});

/**
 * Hosted mode: `npm run build:hosted` builds the site into build-hosted/ with Algolia variables set.
 * Its queries must go to Algolia's servers (blocked here, so the error screen shows) and the build
 * must hold the records but no local index.
 */
test.describe('hosted mode', () => {
  const outDir = path.resolve('build-hosted');
  let server: BuildServer | undefined;

  test.beforeAll(async () => {
    if (!existsSync(outDir))
      throw new Error(`${outDir} is missing: run \`npm run build:hosted\` first`);
    server = await startBuildServer(outDir);
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test.use({
    expectedConsoleErrors: /Failed to load resource|ERR_FAILED|Unreachable hosts|RetryError/i,
  });

  test('writes the records but no local index, and queries Algolia', async ({page}) => {
    expect(existsSync(path.join(outDir, recordsFileName))).toBe(true);
    expect(existsSync(path.join(outDir, indexFileName))).toBe(false);

    const algolia: string[] = [];
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) => {
      algolia.push(route.request().url());
      await route.abort();
    });
    await gotoHydrated(page, `${server?.origin ?? ''}/`);
    await openWithShortcut(page);
    await search(page, 'attendance');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results', {
      timeout: 20_000,
    });
    // Hosted mode keeps Algolia's credit, as its terms require.
    await expect(page.locator('.DocSearch-Footer .DocSearch-Logo')).toBeVisible();
    // The theme preconnects to https://{appId}-dsn.algolia.net; the queries go to that application.
    const preconnect = await page
      .locator('link[rel="preconnect"][href*="algolia"]')
      .getAttribute('href');
    const appId = new URL(preconnect ?? 'https://invalid').hostname.split('-')[0] ?? '';
    expect(appId).not.toBe('');
    expect(
      algolia.some((url) => new URL(url).hostname.toLowerCase().startsWith(appId.toLowerCase())),
    ).toBe(true);
    expect(
      algolia.every((url) => /algolia\.(net|io)|algolianet\.com/.test(new URL(url).hostname)),
    ).toBe(true);
  });
});
