/** What the search modal sends the engine as a reader types, for the search benchmarks. */

/** The modal's request (DocSearch 3.9), minus the query. */
export const modalRequest = {
  attributesToSnippet: ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']
    .map((level) => `hierarchy.${level}:10`)
    .concat('content:10'),
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
};

/** The queries the modal sends while `query` is typed: one a keystroke. */
export const keystrokesOf = (query: string): string[] =>
  Array.from(query, (_, i) => query.slice(0, i + 1));
