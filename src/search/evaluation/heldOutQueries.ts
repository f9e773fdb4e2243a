import type {ReaderQuery} from './readerQuery';

/** Held-out reader queries: the new set is being written apart (see firstHeldOutQueries.ts). */
export const heldOutQueries: ReaderQuery[] = [];
