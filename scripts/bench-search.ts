/**
 * The search benchmark: measures the figures of `searchBudgets` (scripts/budgets.ts), prints them and
 * fails when one is over budget. Times are measured by a script, never by unit tests.
 * - the first-search download: the engine's script, the index's entry file and the files a reader
 *   query fetches, typed key by key from a cold start (the largest over the reader queries);
 * - the time the engine takes to answer each keystroke of the reader queries, in Chromium, stated for
 *   the machine the budgets were set on (scripts/lib/referenceWork.ts tells how);
 * - the search code of a page's first load: the SearchBar wrapper and the local client, bundled with
 *   React, Docusaurus and the theme left out (they are there in any mode), and the engine absent from
 *   what a docs page downloads before it is interactive (it comes on first search).
 * Usage, after `npm run build`: `npm run bench:search`. `npm run bench:scale` prints the same figures
 * for a guide ten times this size.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {build} from 'esbuild';
import {chromiumArgs, chromiumPath, singleThreadedV8} from '../playwright.config';
import {searchBudgets} from './budgets';
import {budgetFailures, formatBudgetTable, type BudgetRow} from './lib/budgetReport';
import {measureFirstLoad} from './lib/firstLoad';
import {engineMarker, measureSearch} from './lib/searchFigures';
import {gzipSize, startStaticServer} from './lib/staticServer';

const buildDir = path.resolve('build');
const docsPage = '/docs/intro';

/** Our search code on every page: the SearchBar wrapper with the local client, framework left out. */
async function firstLoadSearchCode(): Promise<string> {
  const result = await build({
    entryPoints: [path.resolve('src', 'theme', 'SearchBar', 'index.tsx')],
    bundle: true,
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    alias: {'@site': path.resolve('.')},
    // The engine runs in a Web Worker of its own (new URL('./engineWorker.ts', …)), which esbuild,
    // like the site's bundler, leaves out of this code.
    external: [
      'react',
      'react/*',
      '@docusaurus/*',
      '@theme/*',
      '@theme-original/*',
      '@generated/*',
    ],
  });
  return result.outputFiles[0]?.text ?? '';
}

async function main(): Promise<void> {
  if (!existsSync(buildDir)) throw new Error(`${buildDir} is missing: run \`npm run build\` first`);
  const searchCodeKB = gzipSize(await firstLoadSearchCode()) / 1024;
  // V8's background threads ran beside the slices or not as the other core was free or busy, which
  // moved the slices against the keystrokes by up to a fifth: with them, healthy builds scaled to
  // 1.25-1.60 ms and an engine 1 ms slower to 1.99-2.77 ms (one run passed); without, 1.27-1.31 ms
  // and 2.28-2.37 ms, idle, with one core kept busy and with memory kept busy (MEASUREMENTS.md).
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, singleThreadedV8],
  });
  try {
    const figures = await measureSearch(browser, buildDir);
    const local = await startStaticServer(buildDir);
    const firstLoad = await measureFirstLoad(browser, local.origin, buildDir, docsPage).finally(
      () => local.close(),
    );
    const enginesInFirstLoad = firstLoad.scripts.filter((file) =>
      readFileSync(path.join(buildDir, file), 'utf8').includes(engineMarker),
    );

    const rows: BudgetRow[] = [
      {
        name: 'First-search download, largest (gzip)',
        measured: figures.firstSearchMaxKB,
        budget: searchBudgets.firstSearchKB,
        unit: 'KB',
        kind: 'max',
      },
      {
        name: 'Keystroke, median',
        measured: figures.keystrokeMedianMs / figures.machineSlowdown,
        budget: searchBudgets.keystrokeMedianMs,
        unit: 'ms',
        kind: 'max',
        decimals: 2,
      },
      {
        name: 'Keystroke, p95',
        measured: figures.keystrokeP95Ms / figures.machineSlowdown,
        budget: searchBudgets.keystrokeP95Ms,
        unit: 'ms',
        kind: 'max',
        decimals: 2,
      },
      {
        name: 'Search code in the first load (gzip)',
        measured: searchCodeKB,
        budget: searchBudgets.firstLoadCodeKB,
        unit: 'KB',
        kind: 'max',
      },
    ];
    console.log(
      `Search benchmark: ${String(figures.keystrokes)} keystrokes over ${String(figures.queries)} queries, each the best of the counted rounds`,
    );
    console.log(formatBudgetTable(rows));
    console.log(
      `Keystrokes as measured here: median ${figures.keystrokeMedianMs.toFixed(2)} ms, p95 ${figures.keystrokeP95Ms.toFixed(2)} ms; ` +
        `this machine ran the reference slices beside them ${figures.machineSlowdown.toFixed(2)}× as long as the budget machine, so the table divides by that`,
    );
    console.log(
      `First search: median ${figures.firstSearchMedianKB.toFixed(1)} KB (engine ${figures.engineKB.toFixed(1)} KB, entry file ${figures.entryKB.toFixed(1)} KB); ` +
        `index: ${String(figures.indexFiles)} files, ${figures.indexTotalKB.toFixed(0)} KB gzip in all, largest ${figures.indexLargestKB.toFixed(1)} KB`,
    );
    const failures = budgetFailures(rows);
    if (enginesInFirstLoad.length > 0)
      failures.push(`the engine is in ${docsPage}'s first load (${enginesInFirstLoad.join(', ')})`);
    if (failures.length > 0) {
      console.error(`Over budget: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
