import {test as base, expect, type Page} from '@playwright/test';
import {isCspViolation, reportViolationsScript} from '../scripts/lib/cspViolations';

/**
 * Shared fixtures: every test fails on a console error or an uncaught page error, unless it lists
 * the errors it expects in `expectedConsoleErrors`, and on any Content-Security-Policy violation,
 * which no test may expect.
 */
interface Fixtures {
  /** Console errors a test provokes on purpose, such as a crash it injects. Matches nothing by default. */
  expectedConsoleErrors: RegExp;
}

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [/(?!)/, {option: true}],
  page: async ({page, expectedConsoleErrors}, use) => {
    const errors: string[] = [];
    const violations: string[] = [];
    await page.addInitScript(reportViolationsScript);
    page.on('console', (message) => {
      const text = message.text();
      if (isCspViolation(text)) violations.push(text);
      else if (message.type() === 'error' && !expectedConsoleErrors.test(text)) errors.push(text);
    });
    page.on('pageerror', (error) => {
      if (!expectedConsoleErrors.test(error.message)) errors.push(error.message);
    });
    await use(page);
    // A route handler still running when the test ends (a prefetch it rewrites) must not fail the run.
    await page.unrouteAll({behavior: 'ignoreErrors'});
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  },
});

export {expect};

/** Opens a path and waits until React has hydrated it, so clicks reach React handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}
