/**
 * The browser half of the search benchmarks, bundled by esbuild into the page under test. It loads
 * the built index the way the site's search worker does, then:
 * - types each reader query key by key into an engine of its own, as a first search does, and
 *   reports the index files each one fetched (the first-search download);
 * - answers every prefix of every query (one search per keystroke, as the modal sends them) in several
 *   rounds on one engine, and reports the time of each keystroke as its best round: its own cost,
 *   without the garbage collections and other processes of a shared 2-core machine that land on one
 *   round or another. The first round fetches what the queries need and isn't counted.
 */
import type {FacetFilters} from '../../src/search/facetFilters';
import {loadEngine} from '../../src/search/loadEngine';

export interface BenchResult {
  /** ms to fetch the entry file and build the engine, once. */
  loadMs: number;
  /** ms per keystroke, the best of the counted rounds, one entry a keystroke. */
  keystrokeMs: number[];
  /** For each query, the index files (URL paths) a first search typed key by key fetched. */
  firstSearchFiles: string[][];
}

/** The modal's request (DocSearch 3.9), minus the query. */
const modalRequest = {
  attributesToSnippet: ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']
    .map((level) => `hierarchy.${level}:10`)
    .concat('content:10'),
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
};

const keystrokesOf = (query: string) => Array.from(query, (_, i) => query.slice(0, i + 1));

/** The URL paths `fetch` is called with while `run` runs. */
async function recordFetches(run: () => Promise<void>): Promise<string[]> {
  const original = window.fetch.bind(window);
  const fetched: string[] = [];
  window.fetch = (input, init) => {
    fetched.push(
      new URL(input instanceof Request ? input.url : String(input), location.href).pathname,
    );
    return original(input, init);
  };
  try {
    await run();
  } finally {
    window.fetch = original;
  }
  return fetched;
}

export async function runBench(
  indexUrl: string,
  queries: readonly string[],
  facetFilters: FacetFilters,
  rounds: number,
): Promise<BenchResult> {
  const firstSearchFiles: string[][] = [];
  for (const query of queries) {
    firstSearchFiles.push(
      await recordFetches(async () => {
        const fresh = await loadEngine(indexUrl, location.href);
        for (const keystroke of keystrokesOf(query))
          await fresh.search({...modalRequest, query: keystroke, facetFilters});
      }),
    );
  }
  const started = performance.now();
  const engine = await loadEngine(indexUrl, location.href);
  const loadMs = performance.now() - started;
  const keystrokes = queries.flatMap(keystrokesOf);
  const keystrokeMs = keystrokes.map(() => Infinity);
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, query] of keystrokes.entries()) {
      const before = performance.now();
      await engine.search({...modalRequest, query, facetFilters});
      if (round > 0)
        keystrokeMs[i] = Math.min(keystrokeMs[i] ?? Infinity, performance.now() - before);
    }
  }
  return {loadMs, keystrokeMs, firstSearchFiles};
}
