import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './fixtures';

// Code blocks load Prism on demand (src/components/LazyCodeBlock): /markdown-page is the page that shows code.

async function expectHighlighted(page: Page): Promise<void> {
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('pre.prism-code .token').first()).toBeVisible();
  // Hydrated, not only painted: the copy button hands the block's code to the clipboard. The test
  // reads what was handed over, not the button's "Copied" label, which shows for one second only: a
  // busy machine's first look after the click came after that second once in sixty runs.
  await page.evaluate(() => {
    const clipboard = navigator.clipboard;
    const writeText = clipboard.writeText.bind(clipboard);
    clipboard.writeText = async (text) => {
      document.documentElement.dataset.copied = text;
      return writeText(text);
    };
  });
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  // Compared word by word: the block's lines render as blocks, which innerText spaces apart.
  const words = (text = '') => text.split(/\s+/).filter(Boolean);
  const code = words(await block.locator('pre.prism-code').innerText());
  await expect
    .poll(async () => words(await page.evaluate(() => document.documentElement.dataset.copied)))
    .toEqual(code);
}

test('code blocks are highlighted in the built page and stay so once it is interactive', async ({
  page,
}) => {
  const html = await (await page.request.get('/markdown-page')).text();
  expect(html).toMatch(/<pre[^>]*class="?prism-code[^>]*>[\s\S]*?class="?token /);
  await gotoHydrated(page, '/markdown-page');
  await expectHighlighted(page);
});

test('code blocks are highlighted after a client-side navigation', async ({page}) => {
  await gotoHydrated(page, '/docs/intro');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/markdown-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/markdown/i);
  await expectHighlighted(page);
});

test('while Prism loads after a client-side navigation, the plain code takes keyboard focus', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/intro');
  // Hold back the script that holds Prism (the highlighted block's chunk) until the test has looked.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('token-line')) await held;
    await route.fulfill({response});
  });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/markdown-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/markdown/i);
  const plain = page.locator('pre:not(.prism-code)').first();
  await expect(plain).toHaveAttribute('tabindex', '0');
  release();
  await expectHighlighted(page);
});
