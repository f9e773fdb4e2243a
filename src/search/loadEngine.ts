import {SearchEngine} from './engine';
import type {SearchMeta} from './indexLayout';

async function fetchJson(url: URL): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${String(response.status)}`);
  return response.json();
}

/**
 * The engine's half of local search (run in the search worker): fetches the index's entry file and
 * builds the engine on it; the engine fetches the rest, next to the entry file, as searches need it.
 */
export async function loadEngine(indexUrl: string, base: string): Promise<SearchEngine> {
  const entry = new URL(indexUrl, base);
  const meta = (await fetchJson(entry)) as SearchMeta;
  return SearchEngine.create(meta, (file) => fetchJson(new URL(file, entry)));
}
