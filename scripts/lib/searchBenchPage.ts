/**
 * The browser half of the search benchmarks, bundled by esbuild into the page under test. It loads
 * the built index the way the site's search worker does, then answers every prefix of every query (one
 * search per keystroke, as the modal sends them) in several rounds on one engine, and reports the time
 * of each keystroke as its best round: its own cost, without the garbage collections and other
 * processes of a shared 2-core machine that land on one round or another. The first round fetches what
 * the queries need and isn't counted. Before each round it times the reference work
 * (./referenceWork.ts), which tells how fast this machine runs such work.
 */
import type {FacetFilters} from '../../src/search/facetFilters';
import {loadEngine} from '../../src/search/loadEngine';
import {keystrokesOf, modalRequest} from './searchRequests';
import {timeReferenceWork} from './referenceWork';

export interface BenchResult {
  /** ms per keystroke, the best of the counted rounds, one entry a keystroke. */
  keystrokeMs: number[];
  /** ms of one pass of the reference work, the best of those run before the rounds. */
  referenceMs: number;
}

/** Passes of the reference work before each round: about a tenth of a second. */
const referencePasses = 20;

export async function runBench(
  indexUrl: string,
  queries: readonly string[],
  facetFilters: FacetFilters,
  rounds: number,
): Promise<BenchResult> {
  const engine = await loadEngine(indexUrl, location.href);
  const keystrokes = queries.flatMap(keystrokesOf);
  const keystrokeMs = keystrokes.map(() => Infinity);
  let referenceMs = Infinity;
  for (let round = 0; round < rounds; round += 1) {
    referenceMs = Math.min(referenceMs, timeReferenceWork(referencePasses));
    for (const [i, query] of keystrokes.entries()) {
      const before = performance.now();
      await engine.search({...modalRequest, query, facetFilters});
      if (round > 0)
        keystrokeMs[i] = Math.min(keystrokeMs[i] ?? Infinity, performance.now() - before);
    }
  }
  return {keystrokeMs, referenceMs};
}
