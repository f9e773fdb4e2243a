/**
 * Every budget the checks enforce, in one place. Sizes are KB (1 KB = 1,024 bytes): first-load sizes
 * as the browser receives them from nginx (the build's brotli files), search sizes of gzip (level 9);
 * times are milliseconds measured in Debian's Chromium on a 2-core machine.
 */
import {notFoundPage, searchResultsPage} from './lib/samplePages';

export const searchBudgets = {
  /**
   * What a reader downloads for their first search, typed key by key: the engine's script, the index's
   * entry file and the term chunks and pages the query needs (the largest over the reader queries).
   * It must hold whatever the guide's size: `npm run bench:scale` measures it at 10×.
   */
  firstSearchKB: 100,
  /** Time to answer one keystroke in the modal, over the reader queries typed key by key. */
  keystrokeMedianMs: 2,
  keystrokeP95Ms: 10,
  /** Our search code in every page's first load (the SearchBar wrapper and the local client). */
  firstLoadCodeKB: 10,
} as const;

/** The pages whose first load is measured: one of each layout a reader lands on. */
export const firstLoadPages = {
  home: '/',
  moduleAbout: '/docs/Modules/Student/about',
  search: '/search',
  notFound: notFoundPage,
} as const;

/** What a page downloads before it is interactive (scripts/lib/firstLoad.ts), on every page above. */
export const firstLoadBudgets = {
  /** Entry, runtime and route chunks, search button included. */
  javascriptKB: 150,
  cssKB: 16,
  /** The HTML document of a docs page (measured on the module About page). */
  docsHtmlKB: 12,
} as const;

/** Lighthouse pages: the landings, the longest module page and the search and not-found screens. */
export const lighthousePages = [
  '/',
  '/docs/intro',
  '/docs/Modules/Student/Forms/settings',
  searchResultsPage,
  notFoundPage,
] as const;

/** Lowest Lighthouse category scores (0–100), mobile emulation, median of `lighthouseRuns` runs. */
export const lighthouseBudgets = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;

export const lighthouseRuns = 3;
