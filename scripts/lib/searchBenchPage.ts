/**
 * The browser half of the search benchmark, bundled by esbuild into the page under test: it fetches the
 * built index the way the site does, builds the engine once, then answers every prefix of every reader
 * query (one search per keystroke, as the modal sends them) in several rounds, and reports the time of
 * each keystroke as its best round: its own cost, without the garbage collections and other processes
 * of a shared 2-core machine that land on one round or another.
 */
import {createEngine} from '../../src/search/loadIndex';
import type {FacetFilters} from '../../src/search/facetFilters';
import type {PackedIndex} from '../../src/search/indexFormat';

export interface BenchResult {
  /** ms to fetch, parse and unpack the index and build the engine, once. */
  loadMs: number;
  /** ms per keystroke, the best of the counted rounds, one entry a keystroke. */
  keystrokeMs: number[];
}

/** The modal's request (DocSearch 3.9), minus the query. */
const modalRequest = {
  attributesToSnippet: ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => `hierarchy.${level}:10`).concat('content:10'),
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
};

export async function runBench(indexUrl: string, queries: readonly string[], facetFilters: FacetFilters, rounds: number): Promise<BenchResult> {
  const started = performance.now();
  const index = (await (await fetch(indexUrl)).json()) as PackedIndex;
  const engine = createEngine(index);
  const loadMs = performance.now() - started;
  const keystrokes = queries.flatMap((query) => Array.from(query, (_, i) => query.slice(0, i + 1)));
  const keystrokeMs = keystrokes.map(() => Infinity);
  for (let round = 0; round < rounds; round += 1) {
    keystrokes.forEach((query, i) => {
      const before = performance.now();
      engine.search({...modalRequest, query, facetFilters});
      // The first round warms the JIT up and isn't counted.
      if (round > 0) keystrokeMs[i] = Math.min(keystrokeMs[i] ?? Infinity, performance.now() - before);
    });
  }
  return {loadMs, keystrokeMs};
}
