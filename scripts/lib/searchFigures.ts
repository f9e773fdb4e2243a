/**
 * The search figures of a built site: what a first search downloads (worked out in Node), the time per
 * keystroke (measured in Chromium) and the index's files. `npm run bench:search` holds them to their budgets and
 * `npm run bench:scale` prints them at 1× and 10×.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {build} from 'esbuild';
import {searchBudgets} from '../budgets';
import {contextualFilters, readerQueries} from '../../src/search/evaluation/readerQueries';
import {indexFileName} from '../../src/search/pagePacking';
import type {SearchMeta} from '../../src/search/indexLayout';
import {firstSearchFiles} from './firstSearchFiles';
import type {BenchResult} from './searchBenchPage';
import {gzipSize, startStaticServer} from './staticServer';

/** Text that only the search engine's code holds: it finds the worker's script among the hashed chunks. */
export const engineMarker = 'Unsupported search index version';
/** Rounds of the whole query table; the first fetches and warms the JIT up and isn't counted. */
const rounds = 3;

export interface SearchFigures {
  /** gzip KB of the search worker's script (the engine). */
  engineKB: number;
  /** gzip KB of the entry file. */
  entryKB: number;
  /** gzip KB of the engine, entry file and every file a reader query fetched, typed key by key from a cold start. */
  firstSearchMaxKB: number;
  firstSearchMedianKB: number;
  /** ms per keystroke as measured on this machine. */
  keystrokeMedianMs: number;
  keystrokeP95Ms: number;
  /** This machine's time for the reference slices over the budget machine's: keystroke times over this are the budget machine's. */
  machineSlowdown: number;
  indexFiles: number;
  /** gzip KB of all the index's files, and of the largest one. */
  indexTotalKB: number;
  indexLargestKB: number;
  queries: number;
  keystrokes: number;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

/**
 * The keystrokes' median and p95 as measured here, and how much slower than the budget machine this one
 * ran the reference slices timed beside them: the median slice, kept the same way as the keystrokes
 * (each its best round) over the same moments, so a slowdown both meet leaves their ratio as it was.
 */
export function keystrokeTimes({
  keystrokeMs,
  referenceMs,
}: BenchResult): Pick<SearchFigures, 'keystrokeMedianMs' | 'keystrokeP95Ms' | 'machineSlowdown'> {
  const times = [...keystrokeMs].sort((a, b) => a - b);
  const slices = [...referenceMs].sort((a, b) => a - b);
  return {
    keystrokeMedianMs: percentile(times, 0.5),
    keystrokeP95Ms: percentile(times, 0.95),
    machineSlowdown: percentile(slices, 0.5) / searchBudgets.referenceSliceMs,
  };
}

/** The built scripts that hold the engine (chunk names can be hashes only). */
export function engineScripts(buildDir: string): string[] {
  const dir = path.join(buildDir, 'assets', 'js');
  return readdirSync(dir)
    .filter(
      (file) =>
        file.endsWith('.js') && readFileSync(path.join(dir, file), 'utf8').includes(engineMarker),
    )
    .map((file) => `/assets/js/${file}`);
}

function benchPageScript(): Promise<string> {
  return build({
    entryPoints: [path.resolve(__dirname, 'searchBenchPage.ts')],
    bundle: true,
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    format: 'iife',
    globalName: 'searchBench',
  }).then((result) => result.outputFiles[0]?.text ?? '');
}

const kb = (bytes: number) => bytes / 1024;
const fileKB = (buildDir: string, urlPath: string) =>
  kb(gzipSize(readFileSync(path.join(buildDir, decodeURIComponent(urlPath)))));

export async function measureSearch(browser: Browser, buildDir: string): Promise<SearchFigures> {
  const meta = JSON.parse(readFileSync(path.join(buildDir, indexFileName), 'utf8')) as SearchMeta;
  const dir = path.join(buildDir, meta.dir);
  // The index's own files, not the .gz and .br copies that scripts/prepare-deploy.ts writes beside them.
  const indexSizes = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => kb(gzipSize(readFileSync(path.join(dir, file)))));
  const engines = engineScripts(buildDir);
  if (engines.length !== 1)
    throw new Error(
      `Expected one script holding the search engine, found ${String(engines.length)}`,
    );
  const engineKB = fileKB(buildDir, engines[0] ?? '');
  const local = await startStaticServer(buildDir);
  try {
    const page = await browser.newPage();
    // A blank page of the site's origin: only the benchmark runs in it. Cross-origin isolated, so
    // that its timer counts in 5 µs steps (./searchBenchPage.ts).
    await page.route(`${local.origin}/__bench`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: {
          'Cross-Origin-Opener-Policy': 'same-origin',
          'Cross-Origin-Embedder-Policy': 'require-corp',
        },
        body: '<!doctype html><title>bench</title>',
      }),
    );
    await page.goto(`${local.origin}/__bench`);
    await page.addScriptTag({content: await benchPageScript()});
    const queries = readerQueries.map(({query}) => query);
    const result = await page.evaluate(
      ([url, list, filters, count]): Promise<BenchResult> =>
        (
          window as unknown as {searchBench: typeof import('./searchBenchPage')}
        ).searchBench.runBench(url, list, filters, count),
      [`/${indexFileName}`, queries, contextualFilters, rounds] as const,
    );
    await page.close();
    const downloads = (await firstSearchFiles(buildDir, queries, contextualFilters))
      .map(
        (files) =>
          engineKB + [...new Set(files)].reduce((sum, file) => sum + fileKB(buildDir, file), 0),
      )
      .sort((a, b) => a - b);
    return {
      engineKB,
      entryKB: fileKB(buildDir, `/${indexFileName}`),
      firstSearchMaxKB: downloads.at(-1) ?? NaN,
      firstSearchMedianKB: percentile(downloads, 0.5),
      ...keystrokeTimes(result),
      indexFiles: indexSizes.length + 1,
      indexTotalKB:
        indexSizes.reduce((sum, size) => sum + size, 0) + fileKB(buildDir, `/${indexFileName}`),
      indexLargestKB: Math.max(...indexSizes),
      queries: queries.length,
      keystrokes: result.keystrokeMs.length,
    };
  } finally {
    await local.close();
  }
}
