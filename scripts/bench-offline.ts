/**
 * The offline-search benchmark: how soon after a visit a reader who loses the signal can still search.
 * As a reader meets it, in Chromium with the service worker: open a first page, open a second from a
 * link, drop the network N seconds later, then search. It finds the smallest N at which every query
 * of `offlineQueries` finds its page, and counts the files and bytes the service worker fetched from
 * the search index until then. Builds a temporary copy of the site at 1× and 10× (as bench:scale
 * does, scripts/lib/scaledSite.ts), served by nginx as deployed. A benchmark, not a check: the
 * figures depend on the machine's load.
 * Usage: `npm run bench:offline [-- --runs 3] [-- --scales 1,10]`, or `-- --build <dir>` to measure a
 * build made by `npm run build` (one scale, no copy).
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {chromium, type Browser, type BrowserContext, type Page} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../playwright.config';
import {readerQueries} from '../src/search/evaluation/readerQueries';
import {indexFileName} from '../src/search/pagePacking';
import {searchFilesFolder} from '../src/search/indexLayout';
import {algoliaVariables} from '../src/plugins/local-search/searchMode';
import {startNginxServer} from './lib/nginxServer';
import {copyScaledSite} from './lib/scaledSite';
import {runBuild} from './lib/timedBuild';

/** Reader queries of different modules: each needs its own term chunks and page files. */
const offlineQueries = ['return a book', 'pay salary', 'export backup'].map((text) => {
  const query = readerQueries.find((known) => known.query === text);
  if (!query)
    throw new Error(`No reader query '${text}' in src/search/evaluation/readerQueries.ts`);
  return query;
});

const firstPage = '/docs/intro';
/** The second page, opened from a link of the first, as a reader does. */
const secondPageLink = {name: 'Student', url: /\/docs\/Modules\/Student\/about$/};
/** How long a query may take to show its page with no network, before it counts as failed. */
const answerTimeoutMs = 10_000;
/** The first run tries a drop this many seconds after the second page first; none is tried after the last. */
const firstDropSeconds = 3;
const lastDropSeconds = 600;

interface Trial {
  works: boolean;
  /** Files and bytes (as sent, compressed) the service worker fetched from the search index before the drop. */
  files: number;
  bytes: number;
}

interface Run {
  /** The smallest drop, in seconds after the second page, at which offline search worked. */
  seconds: number;
  /** The largest drop tried at which it did not (undefined when none did). */
  failedAt?: number;
  files: number;
  bytes: number;
}

const isSearchIndexUrl = (url: string) => {
  const {pathname} = new URL(url);
  return pathname === `/${indexFileName}` || pathname.startsWith(`/${searchFilesFolder}`);
};

/** A hit's path, with a 10× copy's folder (docs/Modules-copy-N) read as docs/Modules. */
const originalPath = (href: string) =>
  decodeURIComponent(new URL(href, 'http://x').pathname).replace(
    /\/Modules-copy-\d+\//,
    '/Modules/',
  );

async function searchFinds(page: Page, query: (typeof offlineQueries)[number]): Promise<boolean> {
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  const opened = await input.waitFor({timeout: answerTimeoutMs}).then(
    () => true,
    () => false,
  );
  if (!opened) return false;
  await input.fill(query.query);
  const deadline = Date.now() + answerTimeoutMs;
  let found = false;
  while (!found && Date.now() < deadline) {
    const links = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.slice(0, 5).map((link) => link.getAttribute('href') ?? ''));
    found = links.some((href) =>
      query.pages.some(
        (wanted) =>
          originalPath(href) === wanted ||
          (wanted.endsWith('/') && originalPath(href).startsWith(wanted)),
      ),
    );
    if (!found && (await page.locator('.DocSearch-ErrorScreen').count()) > 0) break;
    if (!found) await page.waitForTimeout(100);
  }
  await page.keyboard.press('Escape');
  return found;
}

/** One visit, with the network dropped `dropSeconds` after the second page. */
async function trial(browser: Browser, origin: string, dropSeconds: number): Promise<Trial> {
  const context: BrowserContext = await browser.newContext({
    baseURL: origin,
    serviceWorkers: 'allow',
  });
  try {
    const fetched: {url: string; bytes: Promise<number>}[] = [];
    context.on('requestfinished', (request) => {
      if (request.serviceWorker() && isSearchIndexUrl(request.url())) {
        fetched.push({
          url: request.url(),
          bytes: request
            .sizes()
            .then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize),
        });
      }
    });
    const page = await context.newPage();
    await page.goto(firstPage);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.getByRole('link', {name: secondPageLink.name, exact: true}).first().click();
    await page.waitForURL(secondPageLink.url);
    // The benchmark's variable: how long the reader stays online after the second page.
    await page.waitForTimeout(dropSeconds * 1000);
    const kept = [...fetched];
    await context.setOffline(true);
    let works = true;
    for (const query of offlineQueries) {
      if (!works) break;
      works = await searchFinds(page, query);
    }
    const bytes = (await Promise.all(kept.map((file) => file.bytes))).reduce(
      (sum, size) => sum + size,
      0,
    );
    return {works, files: kept.length, bytes};
  } finally {
    await context.close();
  }
}

/** How close the search gets: a second, or a tenth of the time when that is longer. */
const resolution = (seconds: number) => Math.max(1, Math.round(seconds / 10));

/**
 * The smallest drop at which offline search works, starting from `guess` seconds: down a step at a
 * time while it works, else up in steps that double until it works, then halving the gap to within
 * `resolution`. A later run starts from the first one's answer, so it needs few visits.
 */
async function smallestWorkingDrop(
  browser: Browser,
  origin: string,
  guess: number,
  log: (line: string) => void,
): Promise<Run> {
  const results = new Map<number, Trial>();
  const tryDrop = async (seconds: number) => {
    const result = await trial(browser, origin, seconds);
    results.set(seconds, result);
    log(
      `  drop at ${String(seconds)} s: ${result.works ? 'works' : 'fails'} (${String(result.files)} index files, ${(result.bytes / 1024).toFixed(0)} KB fetched before)`,
    );
    return result.works;
  };
  let works: number | undefined;
  let fails: number | undefined;
  if (await tryDrop(guess)) {
    works = guess;
    for (let next = works - resolution(works); next >= 0; next = works - resolution(works)) {
      if (!(await tryDrop(next))) {
        fails = next;
        break;
      }
      works = next;
    }
  } else {
    let failed = guess;
    let worked: number | undefined;
    for (let step = resolution(guess); worked === undefined; step *= 2) {
      const next: number = failed + step;
      if (next > lastDropSeconds)
        throw new Error(
          `Offline search did not work with the network dropped ${String(lastDropSeconds)} s after the second page`,
        );
      if (await tryDrop(next)) worked = next;
      else failed = next;
    }
    while (worked - failed > resolution(worked)) {
      const middle = Math.round((worked + failed) / 2);
      if (await tryDrop(middle)) worked = middle;
      else failed = middle;
    }
    works = worked;
    fails = failed;
  }
  const kept = results.get(works);
  return {seconds: works, failedAt: fails, files: kept?.files ?? 0, bytes: kept?.bytes ?? 0};
}

function prepareDeploy(buildDir: string, siteDir: string, env: NodeJS.ProcessEnv): void {
  const prepared = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join('scripts', 'prepare-deploy.ts'), buildDir],
    {stdio: 'inherit', cwd: siteDir, env},
  );
  if (prepared.status !== 0) throw new Error('prepare-deploy failed');
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

const range = (values: readonly number[], format: (value: number) => string) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? format(low) : `${format(low)}–${format(high)}`;
};

async function main(): Promise<void> {
  const runs = Number(argument('runs') ?? 3);
  const givenBuild = argument('build');
  const scales =
    givenBuild === undefined ? (argument('scales') ?? '1,10').split(',').map(Number) : [1];
  const keep = process.argv.includes('--keep');
  const root = mkdtempSync(path.join(tmpdir(), 'bench-offline-'));
  // Local search whatever the caller's environment says.
  const hosted = new Set<string>(Object.values(algoliaVariables));
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !hosted.has(name)));
  // Every copy is taken before any build, so the working tree may change while the benchmark runs.
  const sites = scales.map((scale) => ({scale, siteDir: path.join(root, `x${String(scale)}`)}));
  if (givenBuild === undefined)
    for (const {scale, siteDir} of sites) copyScaledSite(siteDir, scale);
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  const table: string[] = [];
  try {
    for (const {scale, siteDir} of sites) {
      let buildDir = givenBuild === undefined ? undefined : path.resolve(givenBuild);
      if (buildDir === undefined) {
        console.log(`\n[bench:offline] ${String(scale)}×: build in ${siteDir}`);
        const build = await runBuild([], siteDir, env);
        if (build.code !== 0) throw new Error(`The ${String(scale)}× build failed`);
        buildDir = path.join(siteDir, 'build');
        prepareDeploy(buildDir, siteDir, env);
      }
      const server = await startNginxServer(buildDir);
      const measured: Run[] = [];
      try {
        for (let run = 1; run <= runs; run += 1) {
          console.log(`[bench:offline] ${String(scale)}×, run ${String(run)} of ${String(runs)}`);
          const guess = measured[0]?.seconds ?? firstDropSeconds;
          measured.push(
            await smallestWorkingDrop(browser, server.origin, guess, (line) => {
              console.log(line);
            }),
          );
        }
      } finally {
        await server.close();
      }
      table.push(
        `| ${String(scale)}× | ${range(
          measured.map((run) => run.seconds),
          (value) => `${String(value)} s`,
        )} | ` +
          `${measured.map((run) => (run.failedAt === undefined ? '–' : `${String(run.failedAt)} s`)).join(', ')} | ` +
          `${range(
            measured.map((run) => run.files),
            String,
          )} | ${range(
            measured.map((run) => run.bytes / 1024),
            (value) => `${value.toFixed(0)} KB`,
          )} |`,
      );
    }
    console.log(
      `\nOffline search after a visit (${String(runs)} runs; times depend on the machine's load)`,
    );
    console.log(
      [
        '| Scale | Network dropped after the second page: works from | Failed at (each run) | Index files fetched until then | Bytes fetched (as sent) |',
        '|---|---:|---|---:|---:|',
        ...table,
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
