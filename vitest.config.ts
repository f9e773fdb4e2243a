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
    // One module graph for all test files, not a fresh process and graph per file: loading them
    // again for each of the unit project's 72 files took 50 of its 60 s (11 s without). So a test
    // restores what it changes (vi.unstubAllGlobals() after vi.stubGlobal), and the files pass in any
    // order (`--sequence.shuffle.files`). Set here: vitest reads `isolate` from the root config only.
    isolate: false,
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
