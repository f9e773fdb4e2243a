import {afterEach, describe, expect, it, vi} from 'vitest';
import {packFiles} from '../../../search/searchPacks';
import {keepSearchPacks, putPackedFiles} from '../keepSearchPacks';

const encoder = new TextEncoder();
const pack = (files: Record<string, string>) =>
  packFiles(Object.entries(files).map(([name, text]) => ({name, bytes: encoder.encode(text)})));
const folder = 'https://guide.example/help/search-index/0123abcd/';

/** A search cache in memory: what was put, by URL. */
function memoryCache() {
  const entries = new Map<string, Response>();
  return {
    entries,
    put: (request: RequestInfo | URL, response: Response) => {
      entries.set(request instanceof Request ? request.url : String(request), response);
      return Promise.resolve();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keeping the search index from its packs', () => {
  it('puts each file under its own URL, next to the pack, with its bytes and the pack’s date', async () => {
    const cache = memoryCache();
    const urls = await putPackedFiles(
      cache,
      `${folder}pack0.txt`,
      pack({'t0.json': '[[1,2]]', 'c0.json': '["/docs/é",null,"Élèves"]'}),
      'Fri, 27 Nov 2026 03:00:00 GMT',
    );
    expect(urls).toEqual([`${folder}t0.json`, `${folder}c0.json`]);
    expect(await cache.entries.get(`${folder}c0.json`)?.json()).toEqual([
      '/docs/é',
      null,
      'Élèves',
    ]);
    expect(cache.entries.get(`${folder}t0.json`)?.headers.get('Date')).toBe(
      'Fri, 27 Nov 2026 03:00:00 GMT',
    );
  });

  it('fetches the packs in order, and keeps what came before a pack that failed', async () => {
    const served: Record<string, Uint8Array<ArrayBuffer> | undefined> = {
      [`${folder}pack0.txt`]: pack({'t0.json': '[1]', 'c0.json': '[2]'}),
      [`${folder}pack2.txt`]: pack({'p1.json': '[4]'}),
    };
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      const body = served[url];
      return Promise.resolve(body ? new Response(body) : new Response('Not found', {status: 404}));
    });
    const cache = memoryCache();
    const kept = await keepSearchPacks(cache, [
      `${folder}pack0.txt`,
      `${folder}pack1.txt`,
      `${folder}pack2.txt`,
    ]);
    expect(fetched).toEqual([`${folder}pack0.txt`, `${folder}pack1.txt`]);
    expect(kept).toEqual([`${folder}t0.json`, `${folder}c0.json`]);
    expect([...cache.entries.keys()]).toEqual(kept);
  });
});
