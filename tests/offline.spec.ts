import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {brotliBytes, gzipBytes} from '../scripts/lib/precompress';
import {expect, gotoHydrated, test} from './fixtures';

/**
 * Offline reading (src/plugins/offline-reading): after one visit, the pages a reader opened and the
 * search work with no network; a page never opened shows the offline page; a new deployment is
 * offered, not forced.
 */
test.use({serviceWorkers: 'allow'});
// The update test changes the served sw.js: the others must not see it. A test's time is mostly
// the wait for the search index below.
test.describe.configure({mode: 'serial', timeout: 90_000});

/**
 * How long a test may wait for the worker to keep the whole search index: its packs, a few requests,
 * then one cache entry per file they hold, several hundred. About 2 s alone; much more while other
 * processes share the machine's two cores.
 */
const keepIndexTimeoutMs = 30_000;

/**
 * Starts reading (the worker registers once the reader scrolls, taps or types), then waits until the
 * service worker controls the page and has kept what it was asked to keep.
 */
async function waitUntilKept(page: Page, paths: readonly string[]): Promise<void> {
  await page.mouse.wheel(0, 200);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const kept = (await (await caches.open('guide-pages')).keys()).map(
            (request) => new URL(request.url).pathname,
          );
          // The whole search index, each file under its own URL: its entry file, term chunks, page
          // files and title cards (the packs that carried them are not kept).
          const meta = (await (await fetch('/search-index.json')).json()) as {
            termChunks: unknown[];
            pageCount: number;
          };
          const searchFiles = (await (await caches.open('guide-search')).keys()).length;
          return (
            wanted.every((path) => kept.includes(path)) &&
            searchFiles === 1 + meta.termChunks.length + 2 * meta.pageCount
          );
        }, paths),
      {timeout: keepIndexTimeoutMs},
    )
    .toBe(true);
}

test.describe('with no network', () => {
  // Docusaurus still prefetches the scripts of links in view, and those of pages never opened fail:
  // the browser logs each, and nothing breaks.
  test.use({expectedConsoleErrors: /^Failed to load resource: net::ERR_FAILED$/});

  test('after one visit, opened pages and search work with no network', async ({page, context}) => {
    await gotoHydrated(page, '/docs/intro');
    // A second page, reached in the app as a reader would.
    await page.getByRole('link', {name: 'Student', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/Modules\/Student\/about$/);
    await waitUntilKept(page, ['/docs/intro', '/docs/Modules/Student/about']);
    // Noted, so that later pages of this deployment don't keep the index again.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('offline-reading.kept-search')))
      .toMatch(/^search-index\/\w+\/ \S*main\.\w+\.js$/);

    await context.setOffline(true);
    await page.goto('/docs/intro');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await gotoHydrated(page, '/docs/Modules/Student/about');
    await expect(page.getByRole('heading', {level: 1, name: /Student/})).toBeVisible();

    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('return a book');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('Return a library book');
    await page.keyboard.press('Escape');

    // Never opened: the offline page, which lists what this device has.
    await page.goto('/docs/Modules/Booking/about');
    await expect(page.getByRole('heading', {level: 1, name: "You're offline"})).toBeVisible();
    await expect(page.getByRole('link', {name: /Student/})).toBeVisible();
  });
});

test('a download of the search index cut short is finished on the next page, pack by pack', async ({
  page,
  context,
}) => {
  // The second pack fails, as when the network drops during its download.
  let cutShort: () => void = () => undefined;
  const secondPackFailed = new Promise<void>((resolve) => {
    cutShort = resolve;
  });
  await context.route(/\/pack1\.txt$/, async (route) => {
    await route.abort('internetdisconnected');
    cutShort();
  });
  await gotoHydrated(page, '/docs/intro');
  await page.mouse.wheel(0, 200);
  await secondPackFailed;
  await context.unroute(/\/pack1\.txt$/);
  const packsFetched: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker() && /\/pack\d+\.txt$/.test(request.url()))
      packsFetched.push(new URL(request.url()).pathname.replace(/^.*\//, ''));
  });

  // The next page view, in the app.
  await page.getByRole('link', {name: 'Student', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/Modules\/Student\/about$/);
  await waitUntilKept(page, ['/docs/intro', '/docs/Modules/Student/about']);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('offline-reading.kept-search')))
    .not.toBeNull();
  // Only what was missing: the first pack stayed kept.
  expect(packsFetched).toEqual(['pack1.txt']);
});

test('a new deployment is offered, and taken on reload', async ({page}) => {
  await gotoHydrated(page, '/docs/intro');
  await waitUntilKept(page, ['/docs/intro']);
  const firstWorker = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL,
  );
  expect(firstWorker).toMatch(/\/sw\.js$/);

  // The next deployment: a service worker that differs by a comment, with the compressed copies
  // nginx serves (scripts/prepare-deploy.ts).
  const files = ['sw.js', 'sw.js.gz', 'sw.js.br']
    .map((name) => path.resolve('build', name))
    .filter((file) => existsSync(file));
  const deployed = files.map((file) => [file, readFileSync(file)] as const);
  try {
    const next = Buffer.from(
      `${readFileSync(path.resolve('build', 'sw.js'), 'utf8')}\n// next deployment\n`,
    );
    const compressed = {'.js': next, '.gz': await gzipBytes(next), '.br': await brotliBytes(next)};
    for (const file of files)
      writeFileSync(file, compressed[path.extname(file) as keyof typeof compressed]);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    const banner = page
      .getByRole('status')
      .filter({hasText: 'A new version of the guide is ready.'});
    await expect(banner).toBeVisible();
    // Nothing changes until the reader agrees.
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();

    await Promise.all([
      page.waitForEvent('load'),
      banner.getByRole('button', {name: 'Reload'}).click(),
    ]);
    await expect(banner).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state))
      .toBe('activated');
  } finally {
    for (const [file, content] of deployed) writeFileSync(file, content);
  }
});

test('the guide can be installed as an app once the reader uses it, not before', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/docs/intro');
  // Not in the HTML, where the browser would fetch it beside what the first paint needs.
  expect(await page.evaluate(() => document.querySelector('link[rel="manifest"]'))).toBeNull();
  await page.mouse.wheel(0, 200);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href ?? '')).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: {src: string; sizes: string}[];
  };
  expect(manifest).toMatchObject({start_url: '/', display: 'standalone'});
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
});
