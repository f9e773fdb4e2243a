import {pageFile, termChunkFile, titleCardFile, type SearchMeta} from './indexLayout';

/** Every file of one build's local index, and that build's index folder, which names its version. */
export interface IndexFiles {
  readonly folder: string;
  readonly urls: string[];
}

/**
 * Every file of the local index, as URLs: the entry file, then its term chunks, page files and title
 * cards. A search fetches only some of them; this list is for keeping the whole index on the device, so
 * that search answers with no network (src/plugins/offline-reading).
 */
export async function indexFiles(entryUrl: string): Promise<IndexFiles> {
  const entry = new URL(entryUrl, location.href);
  const response = await fetch(entry);
  if (!response.ok) throw new Error(`${entry.pathname}: HTTP ${String(response.status)}`);
  const meta = (await response.json()) as SearchMeta;
  const files = [
    ...meta.termChunks.map((_, chunk) => termChunkFile(chunk)),
    ...Array.from({length: meta.pageCount}, (_, page) => [pageFile(page), titleCardFile(page)]).flat(),
  ];
  return {folder: meta.dir, urls: [entry.href, ...files.map((file) => new URL(`${meta.dir}${file}`, entry).href)]};
}
