import {expect, gotoHydrated, test} from './fixtures';

/**
 * Printing a page (src/css/custom.css, "Paper and Save as PDF"): the article alone, black on white in
 * either colour mode, diagrams in their light render.
 */
const chrome = ['.navbar', '.theme-doc-sidebar-container', '.theme-doc-toc-desktop', '.theme-edit-this-page', '.pagination-nav', '.footer'];

test('a printed docs page shows the article and none of the site around it', async ({page}) => {
  await gotoHydrated(page, '/docs/Modules/Student/Fee/submit-fee');
  await page.emulateMedia({media: 'print'});
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('article .markdown table').first()).toBeVisible();
  for (const selector of chrome) await expect(page.locator(selector).first()).toBeHidden();
});

test('a page printed in dark mode prints black on white, with the light render of its diagrams', async ({page}) => {
  await gotoHydrated(page, '/docs/Workflows/monthly-fees');
  await page.getByRole('button', {name: /dark and light mode/}).first().click();
  await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
  await page.emulateMedia({media: 'print'});
  const colors = await page.evaluate(() => {
    const paragraph = document.querySelector('article .markdown p');
    return paragraph === null ? undefined : {text: getComputedStyle(paragraph).color, html: getComputedStyle(document.documentElement).backgroundColor};
  });
  expect(colors?.text).toBe('rgb(0, 0, 0)');
  expect(colors?.html).toBe('rgba(0, 0, 0, 0)');
  await expect(page.locator('.diagram__image--light').first()).toBeVisible();
  await expect(page.locator('.diagram__image--dark').first()).toBeHidden();
});
