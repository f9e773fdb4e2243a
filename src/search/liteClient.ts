import {localIndexUrl} from './localIndexUrl';
import {createLocalSearchClient, type LocalSearchClient} from './localSearchClient';

/**
 * Stands in for `algoliasearch/lite` in local mode (the local-search plugin aliases the import): the
 * /search page of theme-search-algolia builds its client with `liteClient(appId, apiKey)` and so gets
 * the local one. The credentials are placeholders in local mode and are not used.
 */
export function liteClient(): LocalSearchClient {
  return createLocalSearchClient(localIndexUrl);
}
