// Swizzled: wrap (unsafe) from theme-search-algolia@3.10.2
// Change: give the search page a description and keep it out of search engines. A results page has
// no content of its own (Google asks sites not to let such pages be indexed), so it is noindex, and
// the sitemap plugin leaves it out; `follow` lets crawlers still reach the pages it links.
import type {ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import PageDescription from '@site/src/components/PageDescription';
import {pageDescriptions} from '@site/src/config/site';

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <PageDescription description={pageDescriptions.search} noIndex />
      <SearchPage />
    </>
  );
}
