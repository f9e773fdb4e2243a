import type {SearchParams, SearchResponse} from './searchRequest';
import type {EngineReply, EngineRequest} from './engineHost';

/**
 * The search client of local mode: the algoliasearch v5 `search` method, answered in the browser.
 * It is part of the first page load, so it only holds the request plumbing. The engine runs in a Web
 * Worker (./engineWorker.ts), started the first time a reader searches and kept for the rest of the
 * visit: fetching the index, building the engine and searching never block the page. A failed load
 * rejects with a RetryError, the error DocSearch shows 'Unable to fetch results' for, and the next
 * search tries again.
 */

type Request = SearchParams & {indexName?: string; params?: SearchParams; clickAnalytics?: boolean};

export interface SearchResult extends SearchResponse {
  index: string;
  queryID?: string;
}

export interface LocalSearchClient {
  search(
    requests: {requests: readonly Request[]} | readonly Request[],
  ): Promise<{results: SearchResult[]}>;
  /** No-ops kept for the callers that tag their requests (DocSearch, algoliasearch-helper). */
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
}

class RetryError extends Error {
  override name = 'RetryError';
}

interface PendingSearch {
  resolve: (responses: SearchResponse[]) => void;
  reject: (error: Error) => void;
}

const pending = new Map<number, PendingSearch>();
let nextRequestId = 0;
let worker: Worker | undefined;

function settle(reply: EngineReply): void {
  const search = pending.get(reply.id);
  pending.delete(reply.id);
  if ('error' in reply) search?.reject(new RetryError(reply.error));
  else search?.resolve(reply.responses);
}

/** A worker that can't start fails the searches waiting on it; the next search starts a new one. */
function failAll(reason: string): void {
  worker?.terminate();
  worker = undefined;
  for (const search of pending.values())
    search.reject(new RetryError(`The search engine could not start (${reason})`));
  pending.clear();
}

function engineWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./engineWorker.ts', import.meta.url), {
    name: 'search-engine',
  });
  started.onmessage = ({data}: MessageEvent<EngineReply>) => {
    settle(data);
  };
  started.onerror = (event) => {
    failAll(event.message || 'the worker script failed');
  };
  worker = started;
  return started;
}

function searchInWorker(
  indexUrl: string,
  requests: readonly SearchParams[],
): Promise<SearchResponse[]> {
  return new Promise((resolve, reject) => {
    const id = nextRequestId++;
    pending.set(id, {resolve, reject});
    try {
      engineWorker().postMessage({id, indexUrl, requests} satisfies EngineRequest);
    } catch (error) {
      failAll(String(error));
    }
  });
}

let queryCount = 0;

export function createLocalSearchClient(indexUrl: string): LocalSearchClient {
  return {
    async search(requests) {
      const list = Array.isArray(requests)
        ? (requests as readonly Request[])
        : (requests as {requests: readonly Request[]}).requests;
      const merged = list.map(({indexName = '', params, ...inline}) => ({
        indexName,
        request: {...inline, ...params},
      }));
      const responses = await searchInWorker(
        indexUrl,
        merged.map(({request}) => request),
      );
      return {
        results: merged.map(({indexName, request}, position) => {
          queryCount += 1;
          return {
            ...(responses[position] as SearchResponse),
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
