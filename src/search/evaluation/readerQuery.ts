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

const isKind = (kind: string | undefined): kind is QueryKind =>
  (queryKinds as readonly (string | undefined)[]).includes(kind);

/**
 * A query table kept as text, one query a line: its kind, its words and the paths of the pages that
 * answer it, separated by tabs. For a set too long to read as code, one row a line.
 */
export function queriesOfTsv(text: string): ReaderQuery[] {
  return text.split('\n').flatMap((line, i) => {
    if (line.trim() === '') return [];
    const [kind, query, ...pages] = line.split('\t');
    if (!isKind(kind) || !query || pages.length === 0)
      throw new Error(`line ${i + 1} is not a kind, a query and its answer pages: ${line}`);
    return [{kind, query, pages}];
  });
}

/** The folders the query tables write answer pages under: `${m}/Student/Fee/submit-fee`. */
export const m = '/docs/Modules';
export const start = '/docs/Getting Started';
export const howTo = '/docs/New';
export const workflow = '/docs/Workflows';
export const plugin = '/docs/Plugins';
