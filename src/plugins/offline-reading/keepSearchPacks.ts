/**
 * How the service worker (serviceWorker.ts) keeps the whole local search index: it fetches the
 * index's packs (src/search/searchPacks.ts) and puts each file a pack holds in the search cache under
 * the file's own URL, where a search's fetch of that file finds it, as if it had been fetched alone.
 * Each pack kept whole is noted, with its files, so that after a dropped download only the packs
 * still missing are fetched again.
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

/** Where the packs are kept: their files, and a note of each pack kept whole, under the pack's URL. */
export interface PackCaches {
  readonly files: Pick<Cache, 'put' | 'keys'>;
  readonly notes: Pick<Cache, 'put' | 'match' | 'keys' | 'delete'>;
}

export interface KeptPacks {
  /** The URLs of the files written this time. */
  readonly files: string[];
  /** Whether every pack is now kept whole: false after a pack that failed to download or unpack. */
  readonly complete: boolean;
}

/**
 * The packs not kept whole yet: those with no note, and those a file of which has since left the
 * files' cache (its age or entry limit). Notes of other packs (an older deployment's) are dropped.
 */
async function packsToFetch(packCaches: PackCaches, packs: readonly string[]): Promise<string[]> {
  const notes = await packCaches.notes.keys();
  await Promise.all(
    notes.filter((note) => !packs.includes(note.url)).map((note) => packCaches.notes.delete(note)),
  );
  const present = new Set((await packCaches.files.keys()).map((request) => request.url));
  const missing: string[] = [];
  for (const packUrl of packs) {
    const note = await packCaches.notes.match(packUrl);
    const files = note ? ((await note.json()) as string[]) : [];
    if (!note || !files.every((url) => present.has(url))) missing.push(packUrl);
  }
  return missing;
}

/**
 * Fetches the packs not kept yet one after the other, so that the first (what lists a search's pages)
 * arrives first, and writes each while the next downloads. Stops at a pack that fails to download:
 * the packs already written stay, noted, and the next call fetches only the rest.
 */
export async function keepSearchPacks(
  packCaches: PackCaches,
  packs: readonly string[],
): Promise<KeptPacks> {
  const kept: string[] = [];
  let complete = true;
  const write = async (packUrl: string, pack: Uint8Array<ArrayBuffer>, date: string | null) => {
    try {
      const urls = await putPackedFiles(packCaches.files, packUrl, pack, date);
      // Noted once every file is in: a note never stands for a pack written in part.
      await packCaches.notes.put(packUrl, Response.json(urls));
      kept.push(...urls);
    } catch {
      // A truncated pack (unpackFiles throws) or a full disk: fetched again next time.
      complete = false;
    }
  };
  let writing = Promise.resolve();
  for (const packUrl of await packsToFetch(packCaches, packs)) {
    const response = await fetch(packUrl, {credentials: 'same-origin'}).catch(() => undefined);
    const pack = response?.ok ? await response.arrayBuffer().catch(() => undefined) : undefined;
    if (!response || !pack) {
      complete = false;
      break;
    }
    await writing;
    writing = write(packUrl, new Uint8Array(pack), response.headers.get('Date'));
  }
  await writing;
  return {files: kept, complete};
}
