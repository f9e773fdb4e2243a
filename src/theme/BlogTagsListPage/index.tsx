// Swizzled: wrap (unsafe) from theme-classic@3.10.2
// Change: give the blog's tag list page a meta description; the stock page sets only its title, and
// no option or translation gives it one.
import type {ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';
import {PageMetadata} from '@docusaurus/theme-common';
import {pageDescriptions} from '@site/src/config/site';

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={pageDescriptions.blogTags} />
      <BlogTagsListPage {...props} />
    </>
  );
}
