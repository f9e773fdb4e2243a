/**
 * The speed budgets of scripts/budgets.ts, measured on the built site as nginx serves it with the
 * repository's configuration (brotli files to browsers that accept brotli, as Chromium does):
 * - first-load JavaScript and CSS of a page of each layout, and the HTML of a docs page
 *   (scripts/lib/firstLoad.ts: everything fetched before hydration);
 * - Lighthouse scores and metrics, mobile, median of several runs, with the CPU slowdown calibrated
 *   to the machine's benchmark index (scripts/lib/lighthouse.ts);
 * - the cold build's time and peak memory, when `npm run build:cold` saved them (reported only).
 * Prints every figure and fails when one misses its budget.
 * Usage, after a build: `npm run check:budgets` (`npm test` runs it), or `npm run check:first-load`
 * (`--first-load`) for the first-load figures alone, which take seconds rather than minutes; a build
 * folder other than build/ can be named (`npm run check:budgets -- build-hosted`).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../playwright.config';
import {firstLoadBudgets, firstLoadPages, lighthouseBudgets, lighthousePages, lighthouseRuns} from './budgets';
import {budgetFailures, formatBudgetTable, type BudgetRow} from './lib/budgetReport';
import {buildStatsFile, type BuildStats} from './lib/buildStats';
import {measureFirstLoad, type FirstLoad} from './lib/firstLoad';
import {emulatedPhoneBenchmarkIndex, figuresOf, lighthouseCategories, notFoundExemptAudits, runLighthouse, type LighthouseFigures} from './lib/lighthouse';
import {notFoundPage} from './lib/samplePages';
import {startBuildServer} from './lib/buildServer';

// Another build can be given, e.g. a copy deliberately slowed to see the gate fail.
const buildDir = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'build');
const kb = (bytes: number): number => bytes / 1024;

async function measureFirstLoads(origin: string): Promise<FirstLoad[]> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const loads: FirstLoad[] = [];
    for (const page of Object.values(firstLoadPages)) loads.push(await measureFirstLoad(browser, origin, buildDir, page));
    return loads;
  } finally {
    await browser.close();
  }
}

function firstLoadRows(loads: readonly FirstLoad[]): BudgetRow[] {
  const rows = loads.flatMap((load): BudgetRow[] => [
    {name: `${load.path}: JavaScript (${String(load.scripts.length)} files)`, measured: kb(load.jsBytes), budget: firstLoadBudgets.javascriptKB, unit: 'KB', kind: 'max'},
    {name: `${load.path}: CSS`, measured: kb(load.cssBytes), budget: firstLoadBudgets.cssKB, unit: 'KB', kind: 'max'},
  ]);
  const docsPage = loads.find((load) => load.path === firstLoadPages.moduleAbout);
  rows.push({name: `${firstLoadPages.moduleAbout}: HTML`, measured: kb(docsPage?.htmlBytes ?? NaN), budget: firstLoadBudgets.docsHtmlKB, unit: 'KB', kind: 'max'});
  return rows;
}

/** The first load as sent beside the same files with gzip: what build-time brotli saves readers. */
function encodingTable(loads: readonly FirstLoad[]): string {
  const lines = ['| Page (document sent as) | JS gzip | JS sent | CSS gzip | CSS sent | HTML gzip | HTML sent |', '|---|---:|---:|---:|---:|---:|---:|'];
  const cell = (bytes: number) => `${kb(bytes).toFixed(1)} KB`;
  for (const load of loads) {
    const sizes = [load.gzip.jsBytes, load.jsBytes, load.gzip.cssBytes, load.cssBytes, load.gzip.htmlBytes, load.htmlBytes].map(cell);
    lines.push(`| ${load.path} (${load.encoding || 'uncompressed'}) | ${sizes.join(' | ')} |`);
  }
  return lines.join('\n');
}

function lighthouseTable(results: ReadonlyMap<string, LighthouseFigures>): string {
  const lines = ['| Page | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | Bytes | CPU index | Slowdown |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|'];
  for (const [page, figures] of results) {
    const scores = lighthouseCategories.map((category) => String(figures.scores[category]));
    const metrics = [`${figures.fcpMs.toFixed(0)} ms`, `${figures.lcpMs.toFixed(0)} ms`, `${figures.tbtMs.toFixed(0)} ms`, figures.cls.toFixed(3), `${kb(figures.bytes).toFixed(0)} KB`, figures.benchmarkIndex.toFixed(0), `${figures.cpuSlowdown.toFixed(1)}x`];
    lines.push(`| ${page} | ${[...scores, ...metrics].join(' | ')} |`);
  }
  return lines.join('\n');
}

function lighthouseRows(results: ReadonlyMap<string, LighthouseFigures>): BudgetRow[] {
  return [...results].flatMap(([page, figures]) =>
    lighthouseCategories.map((category): BudgetRow => ({name: `${page}: Lighthouse ${category}`, measured: figures.scores[category], budget: lighthouseBudgets[category], unit: '', kind: 'min', decimals: 0})),
  );
}

async function measureLighthouse(origin: string): Promise<Map<string, LighthouseFigures>> {
  const results = new Map<string, LighthouseFigures>();
  for (const page of lighthousePages) {
    const notFound = page === notFoundPage;
    const median = await runLighthouse(`${origin}${encodeURI(page)}`, {chromePath: chromiumPath, chromeFlags: chromiumArgs, runs: lighthouseRuns, notFound});
    results.set(page, figuresOf(median));
  }
  return results;
}

function printBuildStats(): void {
  if (!existsSync(buildStatsFile)) {
    console.log('Cold build: not measured (run `npm run build:cold`).');
    return;
  }
  const stats = JSON.parse(readFileSync(buildStatsFile, 'utf8')) as BuildStats;
  console.log(`Cold build: ${stats.seconds.toFixed(1)} s, peak memory ${stats.peakMiB.toFixed(0)} MiB, on ${String(stats.cores)} cores (reported, not budgeted).`);
}

async function main(): Promise<void> {
  if (!existsSync(buildDir)) throw new Error(`${buildDir} is missing: run \`npm run build\` first`);
  const firstLoadOnly = process.argv.includes('--first-load');
  const server = await startBuildServer(buildDir);
  try {
    const loads = await measureFirstLoads(server.origin);
    const firstLoad = firstLoadRows(loads);
    console.log('First load as sent, everything fetched before hydration:');
    console.log(formatBudgetTable(firstLoadRows(loads)));
    console.log(`\n${encodingTable(loads)}`);

    const lighthouse = firstLoadOnly ? new Map<string, LighthouseFigures>() : await measureLighthouse(server.origin);
    if (!firstLoadOnly) {
      console.log(`\nLighthouse (mobile, median of ${String(lighthouseRuns)} runs; the 404 page without ${notFoundExemptAudits.join(' and ')}):`);
      console.log(lighthouseTable(lighthouse));
      console.log(`CPU index: Lighthouse's benchmark of this machine during the median run; Slowdown: the CPU slowdown calibrated from it, to stand for a phone of index ${String(emulatedPhoneBenchmarkIndex)} (scripts/lib/lighthouse.ts).`);
      printBuildStats();
    }

    const failures = budgetFailures([...firstLoad, ...lighthouseRows(lighthouse)]);
    if (failures.length > 0) {
      const audits = [...lighthouse].flatMap(([page, figures]) => figures.failedAudits.map((audit) => `  ${page} ${audit}`));
      console.error(`\nOver budget:\n  ${failures.join('\n  ')}${audits.length > 0 ? `\nLighthouse audits below full marks:\n${audits.join('\n')}` : ''}`);
      process.exitCode = 1;
    }
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
