import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {answer, type EngineReply, type EngineRequest} from '../engineHost';
import {buildSearchFiles} from '../../plugins/local-search/buildSearchFiles';
import {createLocalSearchClient} from '../localSearchClient';
import {origin, pageRecords} from './makeRecords';

const {meta, files} = buildSearchFiles(
  pageRecords({
    path: '/docs/Modules/Student/Fee/submit-fee',
    title: 'Submit a fee',
    intro: ['Record a payment of fees.'],
  }),
  origin,
  [],
);
const indexUrl = '/search-index.json';

/** Serves the index's files by path, or answers every request with a 404. */
function serveIndex(ok = true) {
  const fetchIndex = vi.fn((url: URL) => {
    const path = url.pathname.slice(1);
    const content = path === indexUrl.slice(1) ? JSON.stringify(meta) : files.get(path);
    return Promise.resolve(
      ok && content !== undefined
        ? new Response(content)
        : new Response('Not found', {status: 404}),
    );
  });
  vi.stubGlobal('fetch', fetchIndex);
  return fetchIndex;
}

/** The engine's worker, run in this process: messages go to engineHost's `answer`, as engineWorker.ts sends them. */
class InProcessWorker {
  onmessage: ((event: {data: EngineReply}) => void) | null = null;
  onerror: ((event: {message: string}) => void) | null = null;
  postMessage(request: EngineRequest): void {
    void answer(structuredClone(request)).then((reply) =>
      this.onmessage?.({data: structuredClone(reply)}),
    );
  }
  terminate(): void {}
}

beforeEach(() => {
  vi.stubGlobal('Worker', InProcessWorker);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createLocalSearchClient', () => {
  // One client module holds one engine for the visit: these tests run in order on the same one.
  const client = createLocalSearchClient(indexUrl);

  it('rejects with a RetryError when the index cannot be fetched, so DocSearch shows its error screen', async () => {
    serveIndex(false);
    await expect(
      client.search({requests: [{indexName: 'docs', query: 'fee'}]}),
    ).rejects.toMatchObject({name: 'RetryError'});
  });

  it('tries again on the next search, then keeps the index for the rest of the visit', async () => {
    const fetchIndex = serveIndex();
    const modal = await client.search({
      requests: [{indexName: 'docs', query: 'fee', clickAnalytics: true}],
    });
    expect(modal.results).toHaveLength(1);
    expect(modal.results[0]).toMatchObject({
      index: 'docs',
      nbHits: 1,
      queryID: expect.stringMatching(/^local-/) as unknown,
    });
    const fetched = fetchIndex.mock.calls.length;
    await client.search({requests: [{indexName: 'docs', query: 'fee'}]});
    // The entry file, the term chunk and the page are fetched once for the visit.
    expect(fetched).toBe(3);
    expect(fetchIndex).toHaveBeenCalledTimes(fetched);
  });

  it('answers the /search page helper, whose requests carry their parameters in params', async () => {
    serveIndex();
    const {results} = await client.search([
      {indexName: 'docs', params: {query: 'fee', hitsPerPage: 15, page: 0, facets: ['language']}},
      {indexName: 'docs', params: {query: 'fee', hitsPerPage: 0, facets: ['docusaurus_tag']}},
    ]);
    expect(results.map((result) => [result.index, result.hitsPerPage, result.hits.length])).toEqual(
      [
        ['docs', 15, 1],
        ['docs', 0, 0],
      ],
    );
    expect(results[0]?.queryID).toBeUndefined();
    expect(results[1]?.facets).toEqual({docusaurus_tag: {'docs-default-current': 1}});
  });
});
