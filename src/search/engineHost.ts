import type {SearchEngine} from './engine';
import type {SearchParams, SearchResponse} from './searchRequest';
import {loadEngine as fetchEngine} from './loadEngine';

/**
 * The engine's side of local search, run in a Web Worker (./engineWorker.ts): it fetches the index's
 * entry file, builds the engine on it and answers the client's searches, fetching the parts of the
 * index each one needs, so none of that work blocks the page.
 */

/** A message from the client (./localSearchClient.ts): the searches of one `search` call. */
export interface EngineRequest {
  id: number;
  indexUrl: string;
  requests: readonly SearchParams[];
}

/** The answer to an EngineRequest: a response for each search, or why there is none. */
export type EngineReply = {id: number; responses: SearchResponse[]} | {id: number; error: string};

let engine: Promise<SearchEngine> | undefined;

/** The engine, built once on the first search; a failed load is forgotten, so the next search tries again. */
function loadEngine(indexUrl: string): Promise<SearchEngine> {
  // The index URL is relative to the site; a worker's location is its script's URL on the site.
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  engine ??= fetchEngine(indexUrl, base).catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

export async function answer({id, indexUrl, requests}: EngineRequest): Promise<EngineReply> {
  try {
    const loaded = await loadEngine(indexUrl);
    return {id, responses: await Promise.all(requests.map((request) => loaded.search(request)))};
  } catch (error) {
    return {id, error: `The search index could not be loaded (${String(error)})`};
  }
}
