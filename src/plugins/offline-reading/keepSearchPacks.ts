/**
 * How the service worker (serviceWorker.ts) keeps the whole local search index: it fetches the
 * index's packs (src/search/searchPacks.ts) and puts each file a pack holds in the search cache under
 * the file's own URL, where a search's fetch of that file finds it, as if it had been fetched alone.
 */
import {unpackFiles} from '../../search/searchPacks';

/**
 * Puts each file of a pack in `cache`, under its URL (its name, next to the pack's URL), and
 * returns those URLs. `date` is the pack response's Date header, which a file fetched alone would
 * carry: the cache's age limit reads it.
 */
export async function putPackedFiles(
  cache: Pick<Cache, 'put'>,
  packUrl: string,
  pack: Uint8Array<ArrayBuffer>,
  date: string | null,
): Promise<string[]> {
  const headers = date === null ? undefined : {Date: date};
  const files = unpackFiles(pack).map((file) => ({
    url: new URL(file.name, packUrl).href,
    bytes: file.bytes,
  }));
  // All at once: Chromium writes a cache entry in a few milliseconds, most of it waiting, and writes
  // many together (6,400 entries: 18 s at 1,000 at once, 43 s at 8, on a busy 2-core machine).
  await Promise.all(files.map(({url, bytes}) => cache.put(url, new Response(bytes, {headers}))));
  return files.map((file) => file.url);
}

/**
 * Fetches the packs one after the other, so that the first (what lists a search's pages) arrives
 * first, and writes each while the next downloads. Stops at a pack that fails to download: the files
 * already written stay. Resolves to the URLs of the files written.
 */
export async function keepSearchPacks(
  cache: Pick<Cache, 'put'>,
  packs: readonly string[],
): Promise<string[]> {
  const kept: string[] = [];
  let writing = Promise.resolve();
  for (const packUrl of packs) {
    const response = await fetch(packUrl, {credentials: 'same-origin'}).catch(() => undefined);
    const pack = response?.ok ? await response.arrayBuffer().catch(() => undefined) : undefined;
    if (!response || !pack) break;
    await writing;
    writing = putPackedFiles(
      cache,
      packUrl,
      new Uint8Array(pack),
      response.headers.get('Date'),
    ).then((urls) => {
      kept.push(...urls);
    });
  }
  await writing;
  return kept;
}
