/**
 * The installed DocSearch version, which theme-search-algolia reads to tell DocSearch 3 from 4 (Ask
 * AI exists in 4 only). `@docsearch/react` is pinned; a unit test checks this matches it.
 */
export const version = '3.9.0';
