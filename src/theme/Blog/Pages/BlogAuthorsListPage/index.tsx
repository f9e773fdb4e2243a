// Swizzled: wrap (unsafe) from theme-classic@3.10.2
// Change: give the blog's author list page a meta description; the stock page sets only its title,
// and no option or translation gives it one.
import type {ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import {PageMetadata} from '@docusaurus/theme-common';
import {pageDescriptions} from '@site/src/config/site';

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={pageDescriptions.blogAuthors} />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
