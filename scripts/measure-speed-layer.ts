/**
 * What each piece of the speed layer (src/speed-layer/README.md) gains, side by side: the site built
 * with everything, and once without each piece, into build-speed/<variant>; then for every build the
 * first-load JavaScript and CSS (gzip) of the budget pages, and the main thread's blocking time of a
 * docs page and the search results page under a 4x CPU slowdown (median of several loads, the builds
 * taken in turn so that the machine's load falls on all alike).
 * A plugin piece is left out with SPEED_LAYER_WITHOUT; a patch is reversed in node_modules for its
 * build and applied again afterwards, whatever happens.
 * Usage: `npm run measure:speed-layer -- [variant…] [--loads 7] [--skip-build | --build-only]`;
 * variants are `all`, piece names and patch names (`patch:idle-prefetch`). It takes a build a
 * variant: minutes each, so on a busy machine build a few at a time and measure them together.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, realpathSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../playwright.config';
import {speedPieces} from '../src/speed-layer';
import {firstLoadPages} from './budgets';
import {measureFirstLoad} from './lib/firstLoad';
import {searchResultsPage} from './lib/samplePages';
import {startStaticServer, type StaticServer} from './lib/staticServer';

const patchesDir = path.resolve('patches');
const patchFiles = readdirSync(patchesDir).filter((name) => name.endsWith('.patch'));
const patchVariant = (file: string): string =>
  `patch:${file.replace(/^.*\+\d{3}\+/, '').replace(/\.patch$/, '')}`;
const allVariants = ['all', ...speedPieces, ...patchFiles.map(patchVariant)];
const blockingPages = [firstLoadPages.moduleAbout, searchResultsPage];

const option = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const loads = option('--loads', 7);
const requested = process.argv
  .slice(2)
  .filter((arg, at, args) => !arg.startsWith('--') && args[at - 1] !== '--loads');
const variants = requested.length > 0 ? requested : allVariants;

const outDir = (variant: string): string => path.resolve('build-speed', variant.replace(':', '-'));
const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Run in node_modules' real folder, the `a/node_modules/` of the patch's paths stripped (-p2): GNU
 * patch won't write through a symbolic link, and a worktree's node_modules often is one (then the
 * other checkouts sharing it see the patch reversed during the build).
 */
function reversePatch(file: string, reverse: boolean): void {
  execFileSync(
    'patch',
    [
      '-p2',
      '--forward',
      '--silent',
      ...(reverse ? ['-R'] : []),
      '-d',
      realpathSync('node_modules'),
      '-i',
      path.join(patchesDir, file),
    ],
    {stdio: 'inherit'},
  );
}

function build(variant: string): void {
  const patch = patchFiles.find((file) => patchVariant(file) === variant);
  const without = variant === 'all' || patch ? '' : variant;
  console.log(`Building ${variant}…`);
  if (patch) reversePatch(patch, true);
  try {
    // No persistent cache: Rspack's doesn't know SPEED_LAYER_WITHOUT, and would reuse modules
    // compiled for another variant.
    const env = {
      ...process.env,
      SPEED_LAYER_WITHOUT: without,
      DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
    };
    execFileSync('npx', ['docusaurus', 'build', '--out-dir', outDir(variant)], {
      stdio: 'ignore',
      env,
    });
  } finally {
    if (patch) reversePatch(patch, false);
  }
}

/** Total blocking time of one load: the part over 50 ms of each long task until the page is idle. */
async function blockingTimeMs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as {longTasks: number[]}).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({type: 'longtask', buffered: true});
    });
    await page.goto(url, {waitUntil: 'networkidle'});
    // Hydration and the transitions after it settle within a few seconds of a 4x slowdown.
    await page.waitForTimeout(3000);
    const tasks = await page.evaluate(() => (window as unknown as {longTasks: number[]}).longTasks);
    return tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const unknown = variants.filter((variant) => !allVariants.includes(variant));
  if (unknown.length > 0)
    throw new Error(
      `Unknown variants ${unknown.join(', ')}; the variants are ${allVariants.join(', ')}`,
    );
  if (!Number.isInteger(loads) || loads < 1)
    throw new Error('--loads: expected a whole number of loads, 1 or more');
  if (!process.argv.includes('--skip-build')) for (const variant of variants) build(variant);
  if (process.argv.includes('--build-only')) return;
  const servers = new Map<string, StaticServer>();
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    for (const variant of variants) {
      if (!existsSync(outDir(variant)))
        throw new Error(`${outDir(variant)} is missing: build it first`);
      servers.set(variant, await startStaticServer(outDir(variant)));
    }
    const blocking = new Map(
      variants.map((variant) => [variant, blockingPages.map((): number[] => [])]),
    );
    for (let load = 0; load < loads; load += 1) {
      for (const variant of variants) {
        for (const [at, page] of blockingPages.entries())
          blocking
            .get(variant)
            ?.[at]?.push(
              await blockingTimeMs(
                browser,
                `${servers.get(variant)?.origin ?? ''}${encodeURI(page)}`,
              ),
            );
      }
    }
    const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
    console.log(
      `| Build | ${Object.values(firstLoadPages)
        .map((page) => `${page} JS / CSS KB`)
        .join(' | ')} | ${blockingPages.map((page) => `${page} blocking ms`).join(' | ')} |`,
    );
    console.log(
      `|---|${Object.values(firstLoadPages)
        .map(() => '---:')
        .join('|')}|${blockingPages.map(() => '---:').join('|')}|`,
    );
    for (const variant of variants) {
      const cells: string[] = [];
      for (const page of Object.values(firstLoadPages)) {
        const firstLoad = await measureFirstLoad(
          browser,
          servers.get(variant)?.origin ?? '',
          outDir(variant),
          page,
        );
        cells.push(`${kb(firstLoad.jsBytes)} / ${kb(firstLoad.cssBytes)}`);
      }
      for (const times of blocking.get(variant) ?? []) cells.push(median(times).toFixed(0));
      console.log(
        `| ${variant === 'all' ? 'everything' : `without ${variant}`} | ${cells.join(' | ')} |`,
      );
    }
  } finally {
    await browser.close();
    for (const server of servers.values()) await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
