import {localIndexUrl} from './localIndexUrl';
import {createLocalSearchClient} from './localSearchClient';

/**
 * Fetches, once, the code a search needs beyond the first load, so that a device that keeps what it
 * fetches (src/plugins/offline-reading) can search with no network: the DocSearch modal and its
 * styles, which the search button loads when the pointer is over it, and the engine's worker, started
 * by one search.
 */
export async function warmSearch(): Promise<void> {
  // The same path as a reader's pointer over the button, so it follows whatever the button loads.
  document
    .querySelector('.DocSearch-Button')
    ?.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
  await createLocalSearchClient(localIndexUrl).search([{indexName: 'warm-up', query: 'guide'}]);
}
