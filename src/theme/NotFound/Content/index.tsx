// Swizzled: wrap (safe) from theme-classic@3.10.2
// Change: give the not-found content its page title. The docs layout renders this leaf for an unknown
// /docs/ path without the NotFound page around it, so the tab read 'Docs' instead of 'Page Not Found'.
// It also gives the page a description and keeps it out of search engines (noindex).
import type {ReactNode} from 'react';
import NotFoundContent from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {pageDescriptions} from '@site/src/config/site';

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        description={pageDescriptions.notFound}>
        <meta name="robots" content="noindex, follow" />
      </PageMetadata>
      <NotFoundContent {...props} />
    </>
  );
}
