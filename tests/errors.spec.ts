import type {Page} from '@playwright/test';
import {linkLabels} from '../src/config/site';
import {expect, gotoHydrated, test} from './fixtures';

/**
 * The error behaviour that needs a fault to appear: a crashed page says so and offers Try again, a
 * page whose code fails to load reloads, and blocked storage is only logged. Faults are injected from
 * the test (a rewritten or aborted script, blocked storage), so the shipped site holds no crash switch.
 */

/** Text of /markdown-page that exists only in its MDX content chunk. */
const contentMarker = 'This page shows every Markdown';

/**
 * Serves the chunk that renders `contentMarker` with an expression that throws, with a cause, while
 * `window.crashProbe` is true: a render crash the error boundary must catch.
 */
async function crashMarkdownPageWhileProbeIsSet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as {crashProbe: boolean}).crashProbe = true;
  });
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const thrower =
      '((window.crashProbe)?(()=>{throw new Error("Probe crash",{cause:new Error("Probe cause")})})():"")+';
    const rewritten = body.replace(
      new RegExp(`(["'\`])${contentMarker}`),
      `${thrower}$1${contentMarker}`,
    );
    await route.fulfill({response, body: rewritten});
  });
}

test.describe('a page that crashes', () => {
  test.use({
    expectedConsoleErrors: /Probe crash|Probe cause|hydrat|Minified React error|recoverable error/i,
  });

  test('shows "This page crashed." with the error, its cause and Try again', async ({page}) => {
    await crashMarkdownPageWhileProbeIsSet(page);
    await page.goto('/markdown-page');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Probe crash')).toBeVisible();
    await expect(page.getByText('Probe cause')).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as {crashProbe: boolean}).crashProbe = false;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'Markdown reference for writers',
    );
  });
});

test.describe('a page whose code fails to load', () => {
  test.use({expectedConsoleErrors: /Failed to load resource|ChunkLoadError|Loading chunk/});

  test('reloads the page instead of leaving it blank', async ({page}) => {
    // Docusaurus skips prefetching on 2g and Save-Data connections, so the next page's code loads on click.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: {effectiveType: '2g', saveData: true},
      });
    });
    await gotoHydrated(page, '/docs/intro');
    let failScripts = true;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) failScripts = false;
    });
    await page.route('**/assets/js/**', (route) =>
      failScripts ? route.abort() : route.continue(),
    );

    const reload = page.waitForEvent('load');
    await page.getByRole('link', {name: linkLabels.support, exact: true}).click();
    await reload;
    await expect(page).toHaveURL(/get-support-pin$/);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('blocked storage', () => {
  test('is logged and ignored: the site works and the colour toggle still switches', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') logged.push(message.text());
    });
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await gotoHydrated(page, '/docs/intro');
    await expect(page.locator('article h1')).toBeVisible();
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(logged.some((text) => /storage/i.test(text))).toBe(true);
  });
});
