/**
 * The index files a reader's first search fetches, typed key by key into a fresh engine: the entry
 * file and whatever the engine asks for. Which files a search needs depends on the engine and the
 * index alone, so the engine runs here in Node and reads them from the build; only the keystrokes'
 * times are measured in Chromium (./searchBenchPage.ts). In Chromium, over a local server, the same
 * 230 first searches took 87 s, nearly all of it in fetching; here they take a few seconds.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {SearchEngine} from '../../src/search/engine';
import type {FacetFilters} from '../../src/search/facetFilters';
import type {SearchMeta} from '../../src/search/indexLayout';
import {indexFileName} from '../../src/search/pagePacking';
import {keystrokesOf, modalRequest} from './searchRequests';

/** For each query, the URL paths of the files its first search fetched, the entry file first. */
export async function firstSearchFiles(
  buildDir: string,
  queries: readonly string[],
  facetFilters: FacetFilters,
): Promise<string[][]> {
  const entry = new URL(`/${indexFileName}`, 'http://localhost');
  const read = (url: URL): unknown =>
    JSON.parse(readFileSync(path.join(buildDir, decodeURIComponent(url.pathname)), 'utf8'));
  const meta = read(entry) as SearchMeta;
  const files: string[][] = [];
  for (const query of queries) {
    const fetched = [entry.pathname];
    const fresh = SearchEngine.create(meta, (file) => {
      const url = new URL(file, entry);
      fetched.push(url.pathname);
      return Promise.resolve(read(url));
    });
    for (const keystroke of keystrokesOf(query))
      await fresh.search({...modalRequest, query: keystroke, facetFilters});
    files.push(fetched);
  }
  return files;
}
