import path from 'node:path';
import {defineConfig} from 'vitest/config';

/**
 * Two projects. `unit`: tests beside the code in __tests__/ folders, run before the build.
 * `built-site`: `*.built.test.ts` files that read what the build wrote (the search records), run after
 * `npm run build`. Browser tests (tests/*.spec.ts) run in Playwright.
 */
const builtSiteTests = 'src/**/__tests__/*.built.test.ts';

export default defineConfig({
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/__tests__/*.test.ts', 'scripts/**/__tests__/*.test.ts'],
          exclude: [builtSiteTests],
        },
      },
      // They read the whole build (hundreds of files): vitest's 5 s default measured the machine, not the site.
      {extends: true, test: {name: 'built-site', include: [builtSiteTests], testTimeout: 60_000}},
    ],
  },
});
