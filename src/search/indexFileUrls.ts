import {packFile} from './searchPacks';
import type {SearchMeta} from './indexLayout';

/** What carries one build's whole local index, and that build's index folder, which names its version. */
export interface IndexFiles {
  readonly folder: string;
  /** The entry file's URL. */
  readonly entry: string;
  /** The URLs of the packs that hold every other file of the index (searchPacks.ts), in order. */
  readonly packs: string[];
}

/**
 * The entry file and the packs of the local index, as URLs. A search fetches only some of the files the
 * packs hold; this list is for keeping the whole index on the device, so that search answers with no
 * network (src/plugins/offline-reading).
 */
export async function indexFiles(entryUrl: string): Promise<IndexFiles> {
  const entry = new URL(entryUrl, location.href);
  const response = await fetch(entry);
  if (!response.ok) throw new Error(`${entry.pathname}: HTTP ${String(response.status)}`);
  const meta = (await response.json()) as SearchMeta;
  const packs = Array.from(
    {length: meta.packCount},
    (_, pack) => new URL(`${meta.dir}${packFile(pack)}`, entry).href,
  );
  return {folder: meta.dir, entry: entry.href, packs};
}
