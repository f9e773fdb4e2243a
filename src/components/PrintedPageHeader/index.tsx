import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import LastUpdated from '@theme/LastUpdated';
import {withoutTrailingSlash} from '@site/src/config/site';

/**
 * What a printed docs page says under its title: the page's address on the site and the date it was
 * last updated, so a sheet on the wall says where the current version is and how old it is. Shown on
 * paper only (src/css/custom.css, "Paper and Save as PDF"): on screen the address bar and the footer
 * tell the same. The date is the footer's (git history: deploy/README.md, "Last updated dates"), in the same words.
 */
export default function PrintedPageHeader(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  return (
    <div className="printed-page-header">
      <span>{`${withoutTrailingSlash(siteConfig.url)}${metadata.permalink}`}</span>
      {metadata.lastUpdatedAt != null && <LastUpdated lastUpdatedAt={metadata.lastUpdatedAt} />}
    </div>
  );
}
