/**
 * The speed budgets of scripts/budgets.ts, measured on the built site as nginx serves it with the
 * repository's configuration (brotli files to browsers that accept brotli, as Chromium does):
 * - first-load JavaScript (as sent and as parsed) and CSS of a page of each layout, the HTML of a docs
 *   page, and what each requests before its first paint (scripts/lib/firstLoad.ts);
 * - the main thread's longest task and blocking time after the first paint, in thread time from
 *   Chromium's trace, median of several loads (scripts/lib/mainThread.ts);
 * - Lighthouse, mobile, one run a page: its accessibility, best-practices and SEO scores are budgeted,
 *   its performance score and metrics reported (scripts/lib/lighthouse.ts);
 * - the cold build's time and peak memory, when `npm run build:cold` saved them (reported only).
 * Then it makes two slowed copies of the build (scripts/lib/slowedBuild.ts) and fails unless the
 * budgets see each: a check that passes a slower site protects nothing.
 * Prints every figure and fails when one misses its budget.
 * Usage, after a build: `npm run check:budgets` (`npm test` runs it), or `npm run check:first-load`
 * (`--first-load`) for the first-load figures alone, which take seconds rather than minutes; a build
 * folder other than build/ can be named (`npm run check:budgets -- build-hosted`).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../playwright.config';
import {
  firstLoadBudgets,
  firstLoadPages,
  lighthouseBudgets,
  lighthousePages,
  mainThreadBudgets,
  mainThreadRuns,
} from './budgets';
import {budgetFailures, formatBudgetTable, type BudgetRow} from './lib/budgetReport';
import {buildStatsFile, type BuildStats} from './lib/buildStats';
import {measureFirstLoad, type FirstLoad} from './lib/firstLoad';
import {
  figuresOf,
  lighthouseCategories,
  notFoundExemptAudits,
  runLighthouse,
  type LighthouseFigures,
} from './lib/lighthouse';
import {measureMainThread, realtimeChromium, type MainThreadFigures} from './lib/mainThread';
import {notFoundPage} from './lib/samplePages';
import {startBuildServer} from './lib/buildServer';
import {slowedCopy, type Slowdown} from './lib/slowedBuild';

// Another build can be given, e.g. a copy deliberately slowed to see the gate fail.
const buildDir = path.resolve(
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'build',
);
const kb = (bytes: number): number => bytes / 1024;

async function withBrowser<T>(
  work: (browser: Browser) => Promise<T>,
  executablePath = chromiumPath,
): Promise<T> {
  const browser = await chromium.launch({executablePath, args: chromiumArgs});
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

async function measureFirstLoads(
  origin: string,
  dir: string,
  pages: readonly string[],
): Promise<FirstLoad[]> {
  return withBrowser(async (browser) => {
    const loads: FirstLoad[] = [];
    for (const page of pages) loads.push(await measureFirstLoad(browser, origin, dir, page));
    return loads;
  });
}

async function measureMainThreads(
  origin: string,
  pages: readonly string[],
): Promise<Map<string, MainThreadFigures>> {
  return withBrowser(async (browser) => {
    const figures = new Map<string, MainThreadFigures>();
    for (const page of pages)
      figures.set(
        page,
        await measureMainThread(
          browser,
          `${origin}${encodeURI(page)}`,
          mainThreadRuns,
          mainThreadBudgets.blockingMs,
        ),
      );
    return figures;
  }, realtimeChromium);
}

function firstLoadRows(loads: readonly FirstLoad[]): BudgetRow[] {
  const rows = loads.flatMap((load): BudgetRow[] => [
    {
      name: `${load.path}: JavaScript (${String(load.scripts.length)} files)`,
      measured: kb(load.jsBytes),
      budget: firstLoadBudgets.javascriptKB,
      unit: 'KB',
      kind: 'max',
    },
    {
      name: `${load.path}: JavaScript parsed`,
      measured: kb(load.parsedJsBytes),
      budget: firstLoadBudgets.javascriptParsedKB,
      unit: 'KB',
      kind: 'max',
    },
    {
      name: `${load.path}: CSS`,
      measured: kb(load.cssBytes),
      budget: firstLoadBudgets.cssKB,
      unit: 'KB',
      kind: 'max',
    },
  ]);
  const docsPage = loads.find((load) => load.path === firstLoadPages.moduleAbout);
  rows.push({
    name: `${firstLoadPages.moduleAbout}: HTML`,
    measured: kb(docsPage?.htmlBytes ?? NaN),
    budget: firstLoadBudgets.docsHtmlKB,
    unit: 'KB',
    kind: 'max',
  });
  return rows;
}

function mainThreadRows(figures: ReadonlyMap<string, MainThreadFigures>): BudgetRow[] {
  return [...figures].flatMap(([page, figure]): BudgetRow[] => [
    {
      name: `${page}: blocking time`,
      measured: figure.blockingMs,
      budget: mainThreadBudgets.blockingMs,
      unit: 'ms',
      kind: 'max',
      decimals: 0,
    },
    {
      name: `${page}: LCP after FCP`,
      measured: figure.paintGapMs,
      budget: mainThreadBudgets.paintGapMs,
      unit: 'ms',
      kind: 'max',
      decimals: 0,
    },
  ]);
}

function mainThreadTable(figures: ReadonlyMap<string, MainThreadFigures>): string {
  const lines = [
    '| Page | Longest task after paint | Blocking | Main-thread work | LCP after FCP |',
    '|---|---:|---:|---:|---:|',
  ];
  for (const [page, figure] of figures) {
    const cells = [
      figure.longestTaskMs,
      figure.blockingMs,
      figure.mainThreadMs,
      figure.paintGapMs,
    ].map((value) => `${value.toFixed(0)} ms`);
    lines.push(`| ${page} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The first load as sent beside the same files with gzip: what build-time brotli saves readers. */
function encodingTable(loads: readonly FirstLoad[]): string {
  const lines = [
    '| Page (document sent as) | JS gzip | JS sent | CSS gzip | CSS sent | HTML gzip | HTML sent |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  const cell = (bytes: number) => `${kb(bytes).toFixed(1)} KB`;
  for (const load of loads) {
    const sizes = [
      load.gzip.jsBytes,
      load.jsBytes,
      load.gzip.cssBytes,
      load.cssBytes,
      load.gzip.htmlBytes,
      load.htmlBytes,
    ].map(cell);
    lines.push(`| ${load.path} (${load.encoding || 'uncompressed'}) | ${sizes.join(' | ')} |`);
  }
  return lines.join('\n');
}

function lighthouseTable(results: ReadonlyMap<string, LighthouseFigures>): string {
  const lines = [
    '| Page | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | Bytes | CPU index |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [page, figures] of results) {
    const scores = lighthouseCategories.map((category) => String(figures.scores[category]));
    const metrics = [
      `${figures.fcpMs.toFixed(0)} ms`,
      `${figures.lcpMs.toFixed(0)} ms`,
      `${figures.tbtMs.toFixed(0)} ms`,
      figures.cls.toFixed(3),
      `${kb(figures.bytes).toFixed(0)} KB`,
      figures.benchmarkIndex.toFixed(0),
    ];
    lines.push(`| ${page} | ${[...scores, ...metrics].join(' | ')} |`);
  }
  return lines.join('\n');
}

function lighthouseRows(results: ReadonlyMap<string, LighthouseFigures>): BudgetRow[] {
  const budgeted = Object.keys(lighthouseBudgets) as (keyof typeof lighthouseBudgets)[];
  return [...results].flatMap(([page, figures]): BudgetRow[] => [
    ...budgeted.map((category): BudgetRow => ({
      name: `${page}: Lighthouse ${category}`,
      measured: figures.scores[category],
      budget: lighthouseBudgets[category],
      unit: '',
      kind: 'min',
      decimals: 0,
    })),
  ]);
}

async function measureLighthouse(origin: string): Promise<Map<string, LighthouseFigures>> {
  const results = new Map<string, LighthouseFigures>();
  for (const page of lighthousePages) {
    const notFound = page === notFoundPage;
    const result = await runLighthouse(`${origin}${encodeURI(page)}`, {
      chromePath: chromiumPath,
      chromeFlags: chromiumArgs,
      notFound,
    });
    results.set(page, figuresOf(result));
  }
  return results;
}

function printBuildStats(): void {
  if (!existsSync(buildStatsFile)) {
    console.log('Cold build: not measured (run `npm run build:cold`).');
    return;
  }
  const stats = JSON.parse(readFileSync(buildStatsFile, 'utf8')) as BuildStats;
  console.log(
    `Cold build: ${stats.seconds.toFixed(1)} s, peak memory ${stats.peakMiB.toFixed(0)} MiB, on ${String(stats.cores)} cores (reported, not budgeted).`,
  );
}

/**
 * The budgets each slowed copy must miss: a busy loop lengthens a task of every page, 50 KB more code
 * adds to the scripts of every page. The slowdown is the same on every page, so one page measured
 * shows whether the budgets see it.
 */
const slowedCopies: Record<
  Slowdown,
  {readonly pages: readonly string[]; readonly missed: (rows: readonly BudgetRow[]) => string[]}
> = {
  'busy-loop': {
    pages: [firstLoadPages.moduleAbout],
    missed: (rows) => budgetFailures(rows.filter((row) => row.name.includes('blocking time'))),
  },
  'more-javascript': {
    pages: [firstLoadPages.moduleAbout],
    missed: (rows) => budgetFailures(rows.filter((row) => row.name.includes('JavaScript'))),
  },
};

/** Whether the budgets see each slowed copy of the build; the copies that pass them, by name. */
async function slowedCopiesPassed(): Promise<Slowdown[]> {
  const passed: Slowdown[] = [];
  for (const [slowdown, {pages, missed}] of Object.entries(slowedCopies) as [
    Slowdown,
    (typeof slowedCopies)[Slowdown],
  ][]) {
    const copy = await slowedCopy(buildDir, slowdown);
    const server = await startBuildServer(copy.dir);
    try {
      const rows =
        slowdown === 'busy-loop'
          ? mainThreadRows(await measureMainThreads(server.origin, pages))
          : firstLoadRows(await measureFirstLoads(server.origin, copy.dir, pages));
      const failures = missed(rows);
      console.log(
        `Slowed copy "${slowdown}": ${failures.length > 0 ? `over budget as it should be (${failures.join('; ')})` : 'PASSED THE BUDGETS'}`,
      );
      if (failures.length === 0) passed.push(slowdown);
    } finally {
      await server.close();
      copy.remove();
    }
  }
  return passed;
}

async function main(): Promise<void> {
  if (!existsSync(buildDir)) throw new Error(`${buildDir} is missing: run \`npm run build\` first`);
  const firstLoadOnly = process.argv.includes('--first-load');
  const server = await startBuildServer(buildDir);
  const failures: string[] = [];
  try {
    const loads = await measureFirstLoads(server.origin, buildDir, Object.values(firstLoadPages));
    const firstLoad = firstLoadRows(loads);
    console.log('First load as sent, everything fetched before hydration:');
    console.log(formatBudgetTable(firstLoad));
    console.log(`\n${encodingTable(loads)}`);
    failures.push(...budgetFailures(firstLoad));

    if (!firstLoadOnly) {
      const mainThread = await measureMainThreads(server.origin, lighthousePages);
      console.log(
        `\nMain thread, thread time from Chromium's trace, median of ${String(Math.floor(mainThreadRuns / 2) + 1)} to ${String(mainThreadRuns)} loads (until the verdict is decided):`,
      );
      console.log(formatBudgetTable(mainThreadRows(mainThread)));
      console.log(`\n${mainThreadTable(mainThread)}`);
      failures.push(...budgetFailures(mainThreadRows(mainThread)));

      const lighthouse = await measureLighthouse(server.origin);
      console.log(
        `\nLighthouse (mobile, default throttling, one run a page; the 404 page without ${notFoundExemptAudits.join(' and ')}); performance is a report, not a budget:`,
      );
      console.log(lighthouseTable(lighthouse));
      console.log(formatBudgetTable(lighthouseRows(lighthouse)));
      printBuildStats();
      const lighthouseFailures = budgetFailures(lighthouseRows(lighthouse));
      if (lighthouseFailures.length > 0) {
        failures.push(...lighthouseFailures);
        for (const [page, figures] of lighthouse)
          for (const audit of figures.failedAudits)
            if (!audit.startsWith('performance')) failures.push(`  ${page} ${audit}`);
      }
    }
  } finally {
    await server.close();
  }
  if (!firstLoadOnly) {
    console.log('');
    for (const slowdown of await slowedCopiesPassed())
      failures.push(
        `the slowed copy "${slowdown}" passed the budgets: they no longer see such a change (scripts/lib/slowedBuild.ts)`,
      );
  }
  if (failures.length > 0) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
