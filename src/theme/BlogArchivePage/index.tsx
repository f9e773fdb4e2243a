// Swizzled: wrap (unsafe) from theme-classic@3.10.2
// Change: give the blog archive a unique meta description instead of the stock 'Archive'. The
// translation that sets it (i18n/en/code.json) can't be used: an i18n folder makes the docs plugin
// require a translation key on every sidebar category. The description comes after the page, so its
// head tags win over the page's own.
import type {ReactNode} from 'react';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type {Props} from '@theme/BlogArchivePage';
import {PageMetadata} from '@docusaurus/theme-common';
import {pageDescriptions} from '@site/src/config/site';

export default function BlogArchivePageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogArchivePage {...props} />
      <PageMetadata description={pageDescriptions.blogArchive} />
    </>
  );
}
