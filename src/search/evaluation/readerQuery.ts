/** The shape of the search evaluation's queries (readerQueries.ts, heldOutQueries.ts). */

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
