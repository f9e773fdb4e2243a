import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../engine';
import {recordsFileName} from '../indexFormat';
import type {SearchRecord} from '../types';
import {contextualFilters, readerQueries} from './readerQueries';

const recordsFile = path.resolve(__dirname, '../../../build', recordsFileName);

/** Every reader query finds its page: a content change that hurts search fails here. */
describe('reader queries on the built guide', () => {
  if (!existsSync(recordsFile)) throw new Error(`${recordsFile} is missing: run \`npm run build\` first`);
  const records = JSON.parse(readFileSync(recordsFile, 'utf8')) as SearchRecord[];
  const origin = new URL(records[0]?.url ?? 'https://invalid').origin;
  const engine = SearchEngine.create(records);

  /** The distinct pages of the hits, in rank order, as decoded paths. */
  const pagesFor = (query: string) => {
    const {hits} = engine.search({query, facetFilters: contextualFilters});
    return [...new Set(hits.map((hit) => decodeURI(hit.url_without_anchor.slice(origin.length))))];
  };

  it.each(readerQueries)('%s → %s (within the first %i pages)', (query, page, within) => {
    const top = pagesFor(query).slice(0, within);
    expect(top.some((found) => found === page || (page.endsWith('/') && found.startsWith(page))), top.join(', ')).toBe(true);
  });

  it('holds at least 20 queries', () => {
    expect(readerQueries.length).toBeGreaterThanOrEqual(20);
  });
});
