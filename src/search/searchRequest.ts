import type {FacetFilters} from './facetFilters';
import type {HighlightResult, SnippetResult} from './highlight';
import type {HierarchyLevel, SearchRecord} from './types';

/** A search request and its response, in the shapes of Algolia's search API that DocSearch and the /search page use. */

export interface SearchParams {
  query?: string;
  facetFilters?: FacetFilters;
  facets?: string | readonly string[];
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

type Highlighted<T> = {[K in HierarchyLevel]?: T};

export interface SearchHit extends SearchRecord {
  _highlightResult: {hierarchy: Highlighted<HighlightResult>; content?: HighlightResult};
  _snippetResult: {hierarchy: Highlighted<SnippetResult>; content?: SnippetResult};
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
}

/** What the DocSearch index settings give a request that asks for nothing (src/plugins/local-search/README.md). */
export const requestDefaults = {
  hitsPerPage: 20,
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
};
