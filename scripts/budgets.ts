/**
 * Every budget the checks enforce, in one place. Sizes are KB of gzip (level 9, 1 KB = 1,024 bytes);
 * times are milliseconds measured in Debian's Chromium on a 2-core machine.
 */
export const searchBudgets = {
  /** The local index a reader downloads the first time they search, for the whole guide. */
  indexKB: 150,
  /** Time to answer one keystroke in the modal, over the reader queries typed key by key. */
  keystrokeMedianMs: 2,
  keystrokeP95Ms: 10,
  /** Our search code in every page's first load (the SearchBar wrapper and the local client). */
  firstLoadCodeKB: 10,
} as const;
