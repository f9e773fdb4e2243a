import type {ReactNode} from 'react';

/**
 * Replaces `@docusaurus/Head` inside the theme's SearchBar in local mode (the local-search plugin
 * aliases it for that one module): the only thing the SearchBar puts in the head is a preconnect to
 * Algolia's servers, and in local mode no request may leave the site.
 */
export default function NoHead(): ReactNode {
  return null;
}
