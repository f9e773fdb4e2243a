import type {ReaderQuery} from './readerQueries';

/** Placeholder until the held-out reader queries are merged in: check:search skips an empty set. */
export const heldOutQueries: readonly ReaderQuery[] = [];
