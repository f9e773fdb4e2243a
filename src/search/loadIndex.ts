import {SearchEngine} from './engine';
import {unpackRecords, type PackedIndex} from './indexFormat';
import {collectInSlices} from '../utils/timeSlices';

/** The lazily loaded half of local search: unpacks the fetched index and builds the engine on it, in slices. */
export async function createEngine(index: PackedIndex): Promise<SearchEngine> {
  return SearchEngine.create(await collectInSlices(unpackRecords(index)));
}
