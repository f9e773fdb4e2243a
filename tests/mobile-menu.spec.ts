import {expect, gotoHydrated, test} from './fixtures';

test.use({viewport: {width: 995, height: 800}});

test('below 996 px the navbar collapses into a menu that opens and closes', async ({page}) => {
  await gotoHydrated(page, '/docs/intro');
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await expect(toggle).toBeVisible();
  const sidebar = page.locator('.navbar-sidebar');
  await toggle.click();
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Support'})).toBeVisible();
  await page.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(sidebar).toBeHidden();
});

test('the open menu closes when the window becomes wide', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await page.setViewportSize({width: 1200, height: 800});
  await expect(page.locator('.navbar-sidebar')).toBeHidden();
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  await expect(page.locator('.navbar__items a.navbar__item', {hasText: 'Support'})).toBeVisible();
});

test('above 996 px the full navbar shows', async ({page}) => {
  await page.setViewportSize({width: 997, height: 800});
  await gotoHydrated(page, '/');
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
});
