import type {Page} from '@playwright/test';
import {expect, gotoHydrated, test} from './fixtures';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const toggle = (page: Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});

/** The one toggle icon on screen, by the name of its CSS module class. */
async function visibleIcon(page: Page): Promise<string> {
  const icons = toggle(page).locator('svg');
  for (const icon of await icons.all()) {
    if (await icon.isVisible()) return (await icon.getAttribute('class')) ?? '';
  }
  return '';
}

test.describe('with no system preference', () => {
  test.use({colorScheme: 'no-preference'});

  test('the site opens in light mode', async ({page}) => {
    await gotoHydrated(page, '/');
    expect(await theme(page)).toBe('light');
  });

  test('the toggle alternates light and dark and the choice survives a reload', async ({page}) => {
    await gotoHydrated(page, '/docs/intro');
    for (const expected of ['dark', 'light', 'dark']) {
      await toggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', expected);
      await expect(page.locator('html')).toHaveAttribute('data-theme-choice', expected);
    }
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    expect(await theme(page)).toBe('dark');
    expect(await visibleIcon(page)).toMatch(/darkToggleIcon/);
  });
});

test.describe('with a dark system preference', () => {
  test.use({colorScheme: 'dark'});

  test('the site follows the system until the reader chooses', async ({page}) => {
    await gotoHydrated(page, '/');
    expect(await theme(page)).toBe('dark');
    expect(await visibleIcon(page)).toMatch(/darkToggleIcon/);
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    expect(await theme(page)).toBe('light');
  });
});
