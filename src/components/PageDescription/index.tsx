import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

interface Props {
  readonly description: string;
  /** Keeps the page out of search engines (and, through it, out of the sitemap). */
  readonly noIndex?: boolean;
}

/**
 * The meta description (and its Open Graph copy) of a theme page that has no front matter, as the
 * theme's PageMetadata writes them; for wraps of pages that set only a title.
 */
export default function PageDescription({description, noIndex = false}: Props): ReactNode {
  return (
    <Head>
      <meta name="description" content={description} />
      <meta property="og:description" content={description} />
      {noIndex && <meta name="robots" content="noindex, follow" />}
    </Head>
  );
}
