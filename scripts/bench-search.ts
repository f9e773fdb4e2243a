/**
 * The search benchmark: measures the figures of `searchBudgets` (scripts/budgets.ts), prints them and
 * fails when one is over budget. Times are measured by a script, never by unit tests.
 * - the gzip size of the local index (build/search-index.json);
 * - the time the engine takes to answer each keystroke of the reader queries, in Chromium;
 * - the search code of a page's first load: the SearchBar wrapper and the local client, bundled with
 *   React, Docusaurus and the theme left out (they are there in any mode), and the engine absent from
 *   what a docs page downloads before it is interactive (it comes with the index, on first search).
 * Usage, after `npm run build`: `npm run bench:search`.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {build, type BuildOptions} from 'esbuild';
import {chromiumArgs, chromiumPath} from '../playwright.config';
import {contextualFilters, readerQueries} from '../src/search/__tests__/readerQueries';
import {indexFileName} from '../src/search/indexFormat';
import {searchBudgets} from './budgets';
import {budgetFailures, formatBudgetTable, type BudgetRow} from './lib/budgetReport';
import {measureFirstLoad} from './lib/firstLoad';
import type {BenchResult} from './lib/searchBenchPage';
import {gzipSize, startStaticServer} from './lib/staticServer';

const buildDir = path.resolve('build');
const docsPage = '/docs/intro';
/** Text of MiniSearch's that only a bundle holding the engine contains. */
const engineMarker = 'MiniSearch: duplicate ID';
/** Rounds of the whole query table; the first warms the JIT up and isn't counted. */
const rounds = 5;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

async function bundle(entry: string, options: BuildOptions): Promise<string> {
  const result = await build({entryPoints: [entry], bundle: true, platform: 'browser', target: 'es2022', minify: true, write: false, ...options});
  const output = result.outputFiles?.[0];
  if (!output) throw new Error(`esbuild wrote no bundle for ${entry}`);
  return output.text;
}

/** The benchmark's page script: the engine and the index loader, as the site bundles them. */
function benchPageScript(): Promise<string> {
  return bundle(path.resolve(__dirname, 'lib', 'searchBenchPage.ts'), {format: 'iife', globalName: 'searchBench'});
}

/** Our search code on every page: the SearchBar wrapper with the local client, framework left out. */
function firstLoadSearchCode(): Promise<string> {
  return bundle(path.resolve('src', 'theme', 'SearchBar', 'index.tsx'), {
    format: 'esm',
    jsx: 'automatic',
    alias: {'@site': path.resolve('.')},
    // The engine runs in a Web Worker of its own (new URL('./engineWorker.ts', …)), which esbuild,
    // like the site's bundler, leaves out of this code.
    external: ['react', 'react/*', '@docusaurus/*', '@theme/*', '@theme-original/*', '@generated/*'],
  });
}

async function main(): Promise<void> {
  if (!existsSync(buildDir)) throw new Error(`${buildDir} is missing: run \`npm run build\` first`);
  const indexKB = gzipSize(readFileSync(path.join(buildDir, indexFileName))) / 1024;
  const searchCodeKB = gzipSize(await firstLoadSearchCode()) / 1024;
  const script = await benchPageScript();
  const local = await startStaticServer(buildDir);
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const page = await browser.newPage();
    // A blank page of the site's origin: only the benchmark runs in it.
    await page.route(`${local.origin}/__bench`, (route) => route.fulfill({contentType: 'text/html', body: '<!doctype html><title>bench</title>'}));
    await page.goto(`${local.origin}/__bench`);
    await page.addScriptTag({content: script});
    const queries = readerQueries.map(([query]) => query);
    const result = await page.evaluate(
      ([url, list, filters, count]): Promise<BenchResult> =>
        (window as unknown as {searchBench: typeof import('./lib/searchBenchPage')}).searchBench.runBench(url, list, filters, count),
      [`/${indexFileName}`, queries, contextualFilters, rounds] as const,
    );
    const times = [...result.keystrokeMs].sort((a, b) => a - b);
    const firstLoad = await measureFirstLoad(browser, local.origin, buildDir, docsPage);
    // Chunk names can be hashes only: a script holds the engine when it holds MiniSearch's own text.
    const enginesInFirstLoad = firstLoad.scripts.filter((file) => readFileSync(path.join(buildDir, file), 'utf8').includes(engineMarker));

    const rows: BudgetRow[] = [
      {name: 'Local index (gzip)', measured: indexKB, budget: searchBudgets.indexKB, unit: 'KB', kind: 'max'},
      {name: 'Keystroke, median', measured: percentile(times, 0.5), budget: searchBudgets.keystrokeMedianMs, unit: 'ms', kind: 'max', decimals: 2},
      {name: 'Keystroke, p95', measured: percentile(times, 0.95), budget: searchBudgets.keystrokeP95Ms, unit: 'ms', kind: 'max', decimals: 2},
      {name: 'Search code in the first load (gzip)', measured: searchCodeKB, budget: searchBudgets.firstLoadCodeKB, unit: 'KB', kind: 'max'},
    ];
    console.log(`Search benchmark: ${String(times.length)} keystrokes over ${String(queries.length)} queries, each the best of ${String(rounds - 1)} rounds`);
    console.log(formatBudgetTable(rows));
    console.log(`Engine load (fetch, unpack, index), once: ${result.loadMs.toFixed(0)} ms`);
    const failures = budgetFailures(rows);
    if (enginesInFirstLoad.length > 0) failures.push(`the engine is in ${docsPage}'s first load (${enginesInFirstLoad.join(', ')})`);
    if (failures.length > 0) {
      console.error(`Over budget: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await local.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
