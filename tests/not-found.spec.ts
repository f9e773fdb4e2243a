import {expect, test} from './fixtures';

// The static server answers an unknown path with 404.html and status 404; the browser logs that status.
test.use({expectedConsoleErrors: /status of 404/});

// /docs/Modules/Student/… is a section whose pages load with it (sectioned-registry): an unknown path in it
// loads the section first.
for (const path of [
  '/no-such-page',
  '/docs/Modules/No-Such-Module/about',
  '/docs/Modules/Student/no-such-page',
  '/blog/no-such-post',
]) {
  test(`${path} shows the not-found page with HTTP 404`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page).toHaveTitle('Page Not Found | Docs');
  });
}

for (const path of ['/docs/nothing-here', '/docs/Modules/Student/nothing-here']) {
  test(`a client-side link to an unknown path (${path}) shows the not-found page`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.evaluate((unknownPath) => {
      window.history.pushState({}, '', unknownPath);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
}
