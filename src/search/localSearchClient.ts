import type {SearchEngine, SearchParams, SearchResponse} from './engine';
import type {PackedIndex} from './indexFormat';

/**
 * The search client of local mode: the algoliasearch v5 `search` method, answered in the browser.
 * It is part of the first page load, so it only holds the request plumbing; the engine and the index
 * are fetched the first time a reader searches, and kept for the rest of the visit. A failed fetch
 * rejects with a RetryError, the error DocSearch shows 'Unable to fetch results' for, and the next
 * search tries again.
 */

type Request = SearchParams & {indexName?: string; params?: SearchParams; clickAnalytics?: boolean};

export interface SearchResult extends SearchResponse {
  index: string;
  queryID?: string;
}

export interface LocalSearchClient {
  search(requests: {requests: readonly Request[]} | readonly Request[]): Promise<{results: SearchResult[]}>;
  /** No-ops kept for the callers that tag their requests (DocSearch, algoliasearch-helper). */
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
}

class RetryError extends Error {
  override name = 'RetryError';
}

let engine: Promise<SearchEngine> | undefined;

function loadEngine(indexUrl: string): Promise<SearchEngine> {
  engine ??= Promise.all([
    import(/* webpackChunkName: "search-engine" */ './loadIndex'),
    fetch(indexUrl).then((response) => {
      if (!response.ok) throw new Error(`${indexUrl}: HTTP ${response.status}`);
      return response.json() as Promise<PackedIndex>;
    }),
  ])
    .then(([{createEngine}, index]) => createEngine(index))
    .catch((error: unknown) => {
      engine = undefined;
      throw new RetryError(`The search index could not be loaded (${String(error)})`, {cause: error});
    });
  return engine;
}

let queryCount = 0;

export function createLocalSearchClient(indexUrl: string): LocalSearchClient {
  return {
    async search(requests) {
      const list = Array.isArray(requests) ? (requests as readonly Request[]) : (requests as {requests: readonly Request[]}).requests;
      const loaded = await loadEngine(indexUrl);
      return {
        results: list.map(({indexName = '', params, ...inline}) => {
          const request: Request = {...inline, ...params};
          queryCount += 1;
          return {
            ...loaded.search(request),
            index: indexName,
            ...(request.clickAnalytics && {queryID: `local-${queryCount}`}),
          };
        }),
      };
    },
    addAlgoliaAgent() {},
    clearCache: () => Promise.resolve(),
  };
}
