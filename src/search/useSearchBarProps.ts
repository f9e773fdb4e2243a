import type {DocSearchProps} from '@docsearch/react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import themeTranslations from '@theme/SearchTranslations';
import {guideRoutes} from '@site/src/config/site';
import type {LocalSearchGlobalData} from '@site/src/plugins/local-search';
import {localIndexUrl} from './localIndexUrl';
import {createLocalSearchClient} from './localSearchClient';

type SearchBarProps = Pick<
  DocSearchProps,
  'transformSearchClient' | 'getMissingResultsUrl' | 'translations'
>;

const localClient = createLocalSearchClient(localIndexUrl);
// DocSearch builds an Algolia client and hands it to transformSearchClient: local mode swaps it out.
const toLocalClient = (() => localClient) as unknown as NonNullable<
  DocSearchProps['transformSearchClient']
>;

/**
 * The theme's labels, but for the no-results screen, which says 'No results for', the words
 * DocSearch 3.9 itself uses and the guide's search tests expect (Docusaurus says 'No results found
 * for'). A site translation file can't carry it:
 * an i18n/ folder makes Docusaurus demand unique keys for the guide's many same-named categories.
 */
const translations = {
  ...themeTranslations,
  modal: {
    ...themeTranslations.modal,
    noResultsScreen: {...themeTranslations.modal?.noResultsScreen, noResultsText: 'No results for'},
  },
} satisfies DocSearchProps['translations'];

/**
 * The props our SearchBar wrapper adds to the theme's: the local client in local mode, and in both
 * modes the no-results wording and a link for 'Believe this query should return results? Let us
 * know.' (the support page).
 */
export function useSearchBarProps(): SearchBarProps {
  const {mode} = usePluginData('local-search') as LocalSearchGlobalData;
  const supportUrl = useBaseUrl(guideRoutes.support);
  return {
    translations,
    getMissingResultsUrl: () => supportUrl,
    ...(mode === 'local' && {transformSearchClient: toLocalClient}),
  };
}
