import {SearchEngine} from './engine';
import {unpackIndex, type PackedIndex} from './indexFormat';

/** The lazily loaded half of local search: unpacks the fetched index and builds the engine on it. */
export function createEngine(index: PackedIndex): SearchEngine {
  return new SearchEngine(unpackIndex(index));
}
