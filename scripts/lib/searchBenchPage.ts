/**
 * The browser half of the search benchmarks, bundled by esbuild into the page under test. It loads
 * the built index the way the site's search worker does, then answers every prefix of every query (one
 * search per keystroke, as the modal sends them) in several rounds on one engine, and reports the time
 * of each keystroke as its best round: its own cost, without the garbage collections and other
 * processes of a shared 2-core machine that land on one round or another. The first round fetches what
 * the queries need and isn't counted.
 *
 * Just before each keystroke it times a slice of the reference work (./referenceWork.ts), kept the same
 * way (its best round), so that the slices meet what the keystrokes meet: a machine that slows down for
 * a few seconds slows both. Timed once before the rounds instead, the reference saw a machine's fastest
 * moments: in a slow phase the keystrokes took 1.77× their usual time where it took 1.10× (MEASUREMENTS.md).
 */
import type {FacetFilters} from '../../src/search/facetFilters';
import {loadEngine} from '../../src/search/loadEngine';
import {keystrokesOf, modalRequest} from './searchRequests';
import {makeReferenceSlice} from './referenceWork';

export interface BenchResult {
  /** ms per keystroke, the best of the counted rounds, one entry a keystroke. */
  keystrokeMs: number[];
  /** ms of the reference slice timed just before each keystroke, the best of the counted rounds. */
  referenceMs: number[];
}

export async function runBench(
  indexUrl: string,
  queries: readonly string[],
  facetFilters: FacetFilters,
  rounds: number,
): Promise<BenchResult> {
  // Elsewhere Chromium rounds performance.now() to 0.1 ms, a third of a slice's time; here to 5 µs.
  if (!crossOriginIsolated)
    throw new Error('The search benchmark needs a cross-origin isolated page for its timer');
  const engine = await loadEngine(indexUrl, location.href);
  const referenceSlice = makeReferenceSlice();
  const keystrokes = queries.flatMap(keystrokesOf);
  const keystrokeMs = keystrokes.map(() => Infinity);
  const referenceMs = keystrokes.map(() => Infinity);
  let checksum = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, query] of keystrokes.entries()) {
      const beforeReference = performance.now();
      checksum += referenceSlice();
      const beforeSearch = performance.now();
      await engine.search({...modalRequest, query, facetFilters});
      const afterSearch = performance.now();
      if (round === 0) continue;
      referenceMs[i] = Math.min(referenceMs[i] ?? Infinity, beforeSearch - beforeReference);
      keystrokeMs[i] = Math.min(keystrokeMs[i] ?? Infinity, afterSearch - beforeSearch);
    }
  }
  if (checksum === 0) throw new Error('The reference work did nothing');
  return {keystrokeMs, referenceMs};
}
