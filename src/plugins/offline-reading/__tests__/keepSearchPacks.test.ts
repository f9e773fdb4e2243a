import {afterEach, describe, expect, it, vi} from 'vitest';
import {packFiles} from '../../../search/searchPacks';
import {keepSearchPacks, putPackedFiles} from '../keepSearchPacks';

const encoder = new TextEncoder();
const pack = (files: Record<string, string>) =>
  packFiles(Object.entries(files).map(([name, text]) => ({name, bytes: encoder.encode(text)})));
const folder = 'https://guide.example/help/search-index/0123abcd/';

/** A cache in memory: what was put, by URL. */
function memoryCache() {
  const entries = new Map<string, Response>();
  const urlOf = (request: RequestInfo | URL) =>
    request instanceof Request ? request.url : String(request);
  return {
    entries,
    put: (request: RequestInfo | URL, response: Response) => {
      entries.set(urlOf(request), response);
      return Promise.resolve();
    },
    match: (request: RequestInfo | URL) => Promise.resolve(entries.get(urlOf(request))?.clone()),
    keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
    delete: (request: RequestInfo | URL) => Promise.resolve(entries.delete(urlOf(request))),
  };
}

const packCaches = () => ({files: memoryCache(), notes: memoryCache()});

/** Serves `served` by URL (404 for the rest), and lists what was fetched. */
function serve(served: Record<string, Uint8Array<ArrayBuffer> | undefined>): string[] {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    const body = served[url];
    return Promise.resolve(body ? new Response(body) : new Response('Not found', {status: 404}));
  });
  return fetched;
}

const packUrls = [0, 1, 2].map((number) => `${folder}pack${String(number)}.txt`);
const packs = [
  pack({'t0.json': '[1]', 'c0.json': '[2]'}),
  pack({'p0.json': '[3]'}),
  pack({'p1.json': '[4]'}),
];
/** The packs of these numbers, by URL. */
function servedPacks(
  numbers: readonly number[],
): Record<string, Uint8Array<ArrayBuffer> | undefined> {
  const served: Record<string, Uint8Array<ArrayBuffer> | undefined> = {};
  for (const number of numbers) served[packUrls[number] ?? ''] = packs[number];
  return served;
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
    const fetched = serve(servedPacks([0, 2]));
    const caches = packCaches();
    const kept = await keepSearchPacks(caches, packUrls);
    expect(fetched).toEqual(packUrls.slice(0, 2));
    expect(kept).toEqual({files: [`${folder}t0.json`, `${folder}c0.json`], complete: false});
    expect([...caches.files.entries.keys()]).toEqual(kept.files);
  });

  it('after a dropped download, fetches only the packs still missing', async () => {
    const caches = packCaches();
    serve(servedPacks([0]));
    expect((await keepSearchPacks(caches, packUrls)).complete).toBe(false);

    const fetched = serve(servedPacks([0, 1, 2]));
    const kept = await keepSearchPacks(caches, packUrls);
    expect(fetched).toEqual(packUrls.slice(1));
    expect(kept).toEqual({files: [`${folder}p0.json`, `${folder}p1.json`], complete: true});
    expect(caches.files.entries.size).toBe(4);

    // All kept: nothing to fetch.
    expect(serve(servedPacks([0, 1, 2])).length).toBe(0);
    expect(await keepSearchPacks(caches, packUrls)).toEqual({files: [], complete: true});
  });

  it('fetches a pack again when it arrived cut short, or one of its files has left the cache', async () => {
    const caches = packCaches();
    serve({...servedPacks([0, 2]), [packUrls[1] ?? '']: packs[1]?.slice(0, -1)});
    expect((await keepSearchPacks(caches, packUrls)).complete).toBe(false);
    expect([...caches.notes.entries.keys()]).toEqual([packUrls[0], packUrls[2]]);

    await caches.files.delete(`${folder}c0.json`);
    const fetched = serve(servedPacks([0, 1, 2]));
    expect((await keepSearchPacks(caches, packUrls)).complete).toBe(true);
    expect(fetched).toEqual(packUrls.slice(0, 2));
  });

  it('drops the notes of another deployment’s packs', async () => {
    const caches = packCaches();
    serve(servedPacks([0, 1, 2]));
    await keepSearchPacks(caches, packUrls);
    serve({});
    await keepSearchPacks(
      caches,
      packUrls.map((url) => url.replace('0123abcd', '4567ef01')),
    );
    expect(caches.notes.entries.size).toBe(0);
  });
});
