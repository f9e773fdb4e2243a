import type {SearchRecord} from './types';

/**
 * What a page is for, as both indexes rank it: a section's overview (the guide's `about.md` pages,
 * ARCHITECTURE's naming rule for module index pages) comes before its other pages among matches that
 * are about as good.
 */
export type PageRole = 'overview' | 'page';

export function pageRole(record: Pick<SearchRecord, 'url_without_anchor'>): PageRole {
  return new URL(record.url_without_anchor).pathname.endsWith('/about') ? 'overview' : 'page';
}
