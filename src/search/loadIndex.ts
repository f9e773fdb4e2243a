import {SearchEngine} from './engine';
import {unpackRecords, type PackedIndex} from './indexFormat';

/** The engine's half of local search (run in the search worker): unpacks the fetched index and builds the engine on it. */
export function createEngine(index: PackedIndex): SearchEngine {
  return SearchEngine.create([...unpackRecords(index)]);
}
