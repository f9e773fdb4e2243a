// Swizzled: wrap (unsafe) from theme-search-algolia@3.10.2
// Change: give the search page a meta description (the stock page sets only a title). It stays
// indexable and in the sitemap: /search is a route of the guide, and a reader who lands on it from a
// search engine gets the search form.
import type {ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {PageMetadata} from '@docusaurus/theme-common';
import {pageDescriptions} from '@site/src/config/site';

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <PageMetadata description={pageDescriptions.search} />
      <SearchPage />
    </>
  );
}
