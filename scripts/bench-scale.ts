/**
 * The scale benchmark: how the site, its search and the live-reload server grow with the guide. It copies the repository's
 * working tree to a temporary folder (node_modules linked, never the repository's own docs/ touched),
 * builds it cold as it is (1×) and with docs/Modules copied nine more times beside it (10×), and
 * prints one table, a row per figure and a column per scale. A benchmark, not a check: it holds
 * nothing to a budget (bench:search does, at 1×) and takes several minutes.
 * To add a figure, add a row to `rows`: its name and how to read it from a measured site.
 * Usage: `npm run bench:scale` (add `-- --keep` to keep the temporary folder).
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../playwright.config';
import {measureStart, median, seconds, type StartFigures} from './lib/devServerStart';
import {gzipBytesOf, measureFirstLoad} from './lib/firstLoad';
import {copyScaledSite} from './lib/scaledSite';
import {measureSearch, type SearchFigures} from './lib/searchFigures';
import {startStaticServer} from './lib/staticServer';
import {countDocsPages, runBuild, runDocusaurus, type TimedBuild} from './lib/timedBuild';
import {algoliaVariables} from '../src/plugins/local-search/searchMode';

const scales = [1, 10] as const;
const docsPage = '/docs/intro';
/** The pages whose first load is measured: a docs page, a module's page (a section of its own), the home page. */
const firstLoadPages = [docsPage, '/docs/Modules/Student/about', '/'] as const;
/** Where the copy's live-reload server listens while it is measured. */
const startPort = 3100;

interface MeasuredSite {
  scale: number;
  docsPages: number;
  build: TimedBuild;
  /** KB of the scripts each page fetches before hydration (as the gzip server sends them), by page. */
  firstLoadJsKB: Record<string, number>;
  /** KB gzip of the two scripts every page loads whatever the route: main and the runtime. */
  mainKB: number;
  runtimeKB: number;
  search: SearchFigures;
  start: StartFigures;
}

const kb = (value: number) => `${value.toFixed(1)} KB`;

/** The table's rows: one per figure. */
const rows: readonly {name: string; value: (site: MeasuredSite) => string}[] = [
  {name: 'Docs pages', value: (site) => String(site.docsPages)},
  {name: 'Cold build time', value: (site) => `${site.build.seconds.toFixed(0)} s`},
  {
    name: 'Cold build peak memory',
    value: (site) => `${(site.build.peakBytes / 2 ** 20).toFixed(0)} MiB`,
  },
  ...firstLoadPages.map((page) => ({
    name: `First-load JavaScript, ${page} (gzip)`,
    value: (site: MeasuredSite) => kb(site.firstLoadJsKB[page] ?? NaN),
  })),
  {
    name: 'main.js / runtime~main (gzip)',
    value: (site) => `${kb(site.mainKB)} / ${kb(site.runtimeKB)}`,
  },
  {name: '`npm start` to first page, cold', value: (site) => seconds(site.start.firstPageMs)},
  {
    name: '`npm start`, save to screen (median of 3)',
    value: (site) => seconds(median(site.start.saveMs)),
  },
  {
    name: 'First-search download, largest over the reader queries (gzip)',
    value: (site) => kb(site.search.firstSearchMaxKB),
  },
  {
    name: 'First-search download, median (gzip)',
    value: (site) => kb(site.search.firstSearchMedianKB),
  },
  {name: 'Search engine script (gzip)', value: (site) => kb(site.search.engineKB)},
  {name: 'Index entry file (gzip)', value: (site) => kb(site.search.entryKB)},
  {name: 'Keystroke, median', value: (site) => `${site.search.keystrokeMedianMs.toFixed(2)} ms`},
  {name: 'Keystroke, p95', value: (site) => `${site.search.keystrokeP95Ms.toFixed(2)} ms`},
  {name: 'Index files', value: (site) => String(site.search.indexFiles)},
  {name: 'Index, all files (gzip)', value: (site) => kb(site.search.indexTotalKB)},
  {name: 'Index, largest file (gzip)', value: (site) => kb(site.search.indexLargestKB)},
];

async function measure(browser: Browser, siteDir: string, scale: number): Promise<MeasuredSite> {
  // Local search whatever the caller's environment says.
  const hosted = new Set<string>(Object.values(algoliaVariables));
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !hosted.has(name)));
  console.log(`\n[bench:scale] ${String(scale)}×: cold build in ${siteDir}`);
  const cleared = await runDocusaurus(['clear'], siteDir, env);
  if (cleared.code !== 0) throw new Error('docusaurus clear failed');
  const build = await runBuild([], siteDir, env);
  if (build.code !== 0) throw new Error(`The ${String(scale)}× build failed`);
  const buildDir = path.join(siteDir, 'build');
  const local = await startStaticServer(buildDir);
  const firstLoadJsKB: Record<string, number> = {};
  let entryScripts: readonly string[] = [];
  try {
    for (const page of firstLoadPages) {
      const load = await measureFirstLoad(browser, local.origin, buildDir, page);
      firstLoadJsKB[page] = load.jsBytes / 1024;
      entryScripts = load.scripts;
    }
  } finally {
    await local.close();
  }
  const entryKB = (name: RegExp) =>
    gzipBytesOf(
      buildDir,
      entryScripts.filter((script) => name.test(path.basename(script))),
    ) / 1024;
  return {
    scale,
    docsPages: countDocsPages(siteDir),
    build,
    firstLoadJsKB,
    mainKB: entryKB(/^main\./),
    runtimeKB: entryKB(/^runtime~main\./),
    search: await measureSearch(browser, buildDir),
    start: await measureStart(browser, {siteDir, port: startPort, cold: true, saves: 3}),
  };
}

async function main(): Promise<void> {
  const keep = process.argv.includes('--keep');
  const root = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const sites: MeasuredSite[] = [];
    for (const scale of scales) {
      const siteDir = path.join(root, `x${String(scale)}`);
      copyScaledSite(siteDir, scale);
      sites.push(await measure(browser, siteDir, scale));
    }
    console.log(
      `\nScale benchmark (${String(sites[0]?.search.queries ?? 0)} reader queries; times depend on the machine's load)`,
    );
    console.log(
      [
        `| Figure | ${sites.map((site) => `${String(site.scale)}×`).join(' | ')} |`,
        `|---|${sites.map(() => '---:|').join('')}`,
        ...rows.map((row) => `| ${row.name} | ${sites.map(row.value).join(' | ')} |`),
      ].join('\n'),
    );
  } finally {
    await browser.close();
    if (keep) console.log(`Kept ${root}`);
    else rmSync(root, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
