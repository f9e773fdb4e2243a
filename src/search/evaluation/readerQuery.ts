/**
 * The shape of the search evaluation's query tables (readerQueries.ts and the held-out sets), and the
 * folders their answer pages are under.
 */

export const queryKinds = [
  'task',
  'keyword',
  'typo',
  'synonym',
  'question',
  'reader task',
] as const;
export type QueryKind = (typeof queryKinds)[number];

export interface ReaderQuery {
  query: string;
  kind: QueryKind;
  /** Paths of the pages that answer it, any of which counts. */
  pages: readonly string[];
}

/** A query as the tables write it: its kind, its words and the pages that answer it. */
export type QueryRow = [kind: QueryKind, query: string, ...pages: string[]];

export const queriesOf = (rows: readonly QueryRow[]): ReaderQuery[] =>
  rows.map(([kind, query, ...pages]) => ({kind, query, pages}));

/** The folders the query tables write answer pages under: `${m}/Student/Fee/submit-fee`. */
export const m = '/docs/Modules';
export const start = '/docs/Getting Started';
export const howTo = '/docs/New';
export const workflow = '/docs/Workflows';
export const plugin = '/docs/Plugins';
