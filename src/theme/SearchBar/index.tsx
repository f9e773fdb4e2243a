// Swizzled: wrap (safe) from theme-search-algolia@3.10.2
// Change: in local mode (the default) the DocSearch modal is answered from the index the build writes,
// through a local client handed over as `transformSearchClient`; a function can't travel through
// themeConfig, so it comes as a prop, which the theme lets win over its config. Both modes link the
// no-results screen ('No results for', then its 'Let us know.' link) to the guide's support page.
// See src/plugins/local-search/README.md.
import type {ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {useSearchBarProps} from '@site/src/search/useSearchBarProps';

export default function SearchBarWrapper(): ReactNode {
  return <SearchBar {...useSearchBarProps()} />;
}
