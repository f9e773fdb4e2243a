import type {PackedFacets} from './pagePacking';

/**
 * The local index as the build writes it: a small entry file and many small files fetched as a search
 * needs them, the way Pagefind splits its index, so what a reader downloads doesn't grow with the guide.
 *
 * - `search-index.json` (SearchMeta): the sorted vocabulary, where each term's postings are, the
 *   facets of each page, which pages are overviews and the synonyms. A browser fetches it on the
 *   first search.
 * - `{dir}t{N}.json` (TermChunk): the postings of a run of consecutive vocabulary terms, for each term
 *   `[page, score, page, score, …]` with each page number given as the gap from the one before. A
 *   score says how well the term describes the page (BM25 over its fields, title and keywords first),
 *   times `namingFlags`, plus `titledFlag` when the page's title holds the term and `keywordFlag` when
 *   its keywords do (then `titleBonus` or `keywordBonus` may be added).
 * - `{dir}p{N}.json` (a PackedIndex, pagePacking.ts): the records of page N, fetched for the first
 *   pages a search shows, to pick the section, highlight and snippet.
 * - `{dir}c{N}.json` (TitleCard): page N's path, section and title, under 0.1 KB gzip: the other
 *   pages a search lists are shown by their title.
 * - `{dir}pack{N}.txt` (searchPacks.ts): all the files above in a few packs, which a device fetches
 *   to keep the whole index for offline search; a search never reads them.
 *
 * `dir` holds a hash of the build, so a browser holding an old entry file never mixes it with new
 * chunks.
 */

export const searchFilesVersion = 7;

/** The folder, under the site's baseUrl, that holds each build's folder of term chunks and page files. */
export const searchFilesFolder = 'search-index/';

export interface SearchMeta {
  /** searchFilesVersion of the build that wrote it. */
  version: number;
  /** Folder of the chunk and page files, relative to the entry file, ending with '/'. */
  dir: string;
  /** Origin every page path starts with, e.g. 'https://docs.example.com'. */
  origin: string;
  /** The index terms, sorted, front-coded (vocabularyCodec.ts). */
  terms: string;
  /** Index in `terms` of the first term of each term chunk (t0, t1, …). */
  termChunks: number[];
  pageCount: number;
  /** What a term in a page's title adds to the page's score, matched as typed (or as the prefix being typed), at most. */
  titleBonus: number;
  /** The same for a term in the page's keywords and not its title. */
  keywordBonus: number;
  /** How many distinct terms each page's title holds, a base-36 digit a page (at most maxTitleTermCount). */
  titleTermCounts: string;
  /** The pages that are a section's overview (src/search/pageRole.ts), in order. */
  overviews: number[];
  facets: PackedFacets[];
  /** `[firstPage, facetIndex]`: pages from firstPage to the next run's start have those facets. */
  facetRuns: [number, number][];
  /** Groups of phrases that mean the same thing to a reader (synonyms.json), as index terms (vocabularyCodec.ts). */
  synonyms: string;
  /** How many packs (searchPacks.ts) hold the term chunks, title cards and page files. */
  packCount: number;
}

/** The low bits of a stored posting score: whether the page's title, and its keywords, hold the term. */
export const titledFlag = 1;
export const keywordFlag = 2;
export const namingFlags = 4;
/** The largest title term count the entry file holds: one base-36 digit. */
export const maxTitleTermCount = 35;

/** A page's path under the origin, its section (lvl0) and its title (lvl1). */
export type TitleCard = [path: string, lvl0: string | null, lvl1: string | null];

/** Postings of consecutive terms: page gaps and scores, interleaved. */
export type TermChunk = number[][];

export const termChunkFile = (chunk: number) => `t${String(chunk)}.json`;
export const pageFile = (page: number) => `p${String(page)}.json`;
export const titleCardFile = (page: number) => `c${String(page)}.json`;
