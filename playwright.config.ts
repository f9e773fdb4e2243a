import {defineConfig, devices} from '@playwright/test';

/**
 * Browser tests run against the production build (`npm run build` first), served on 127.0.0.1 by
 * Debian's nginx with the repository's configuration (deploy/nginx/; `BUILD_SERVER=node` for the
 * small Node server), in Debian's Chromium: Playwright's own browser download can't reach its host
 * here. `npm run setup:browser` and `npm run setup:nginx` install them when they're missing.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/**
 * V8 without its background threads (concurrent garbage collection and compilation), for the scripts
 * that run one page's JavaScript on the 2 cores: check-a11y.ts and bench-search.ts say what it
 * changed for each.
 */
export const singleThreadedV8 = '--js-flags=--single-threaded';
// E2E_PORT lets two checkouts run their browser tests side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 3000);

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that needs one is flaky, and a retry would hide it. Tests wait for the state
  // they need; their timeouts only bound a broken page.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // The first search on a page fetches and indexes the whole guide (about 0.5 s alone, several
  // seconds when a build shares the 2 cores): waits get room, assertions of speed live in bench:search.
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${String(port)}`,
    launchOptions: {executablePath: chromiumPath, args: chromiumArgs},
    // No trace by default: recording one (DOM snapshots, a screencast) made the suite about a
    // quarter slower, and CI prints only the log. To look into a failure, repeat the test with one
    // (`--trace retain-on-failure --repeat-each 20`) and open it with `npx playwright show-trace`.
    trace: 'off',
    // page.route can't see what a service worker answers: only tests/offline.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    command: `npx tsx scripts/serve-build.ts build ${String(port)}`,
    url: `http://127.0.0.1:${String(port)}`,
    reuseExistingServer: !process.env.CI,
    // SIGTERM lets the script stop nginx and remove its temp folder.
    gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    timeout: 60_000,
  },
});
