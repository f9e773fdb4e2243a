// Swizzled: eject (unsafe) from theme-classic@3.10.2
// Change: printing. Under the page's title comes the printed page header (address and date of last
// update, shown on paper only), and after the content a Print button. The header has to sit between
// the title and the content, inside this component: no wrap reaches there. Two added lines, marked
// `// CUSTOM:`; the rest is upstream's.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import PrintButton from '@site/src/components/PrintButton';
import PrintedPageHeader from '@site/src/components/PrintedPageHeader';

/**
 Title can be declared inside md content or declared through
 front matter and added manually. To make both cases consistent,
 the added title is added under the same div.markdown block
 See https://github.com/facebook/docusaurus/pull/4882#issuecomment-853021120

 We render a "synthetic title" if:
 - user doesn't ask to hide it with front matter
 - the markdown content does not already contain a top-level h1 heading
*/
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  if (!shouldRender) {
    return null;
  }
  return metadata.title;
}

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      <PrintedPageHeader /* CUSTOM: address and date, on paper only */ />
      <MDXContent>{children}</MDXContent>
      <PrintButton /* CUSTOM: the page's Print action */ />
    </div>
  );
}
