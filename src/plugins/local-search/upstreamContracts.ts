import type {UpstreamContract} from '../../upstream-contracts/contract';

/** The theme internals local search relies on (src/upstream-contracts checks them). */
export const localSearchContracts: readonly UpstreamContract[] = [
  {
    owner: 'search extraction (extractRecords.ts)',
    packageName: '@docusaurus/theme-classic',
    file: 'lib/theme/DocRoot/Layout/Sidebar/index.js',
    expects: ['<aside\n      className={clsx(\n        ThemeClassNames.docs.docSidebarContainer,'],
    because:
      'cuts the docs sidebar, `<aside class="theme-doc-sidebar-container`, out of a built page before parsing it (most of a page\'s HTML on a large guide)',
  },
  {
    owner: 'search extraction (extractRecords.ts)',
    packageName: '@docusaurus/theme-common',
    file: 'lib/utils/ThemeClassNames.js',
    expects: ["docSidebarContainer: 'theme-doc-sidebar-container',"],
    because: 'the class name it looks for',
  },
  {
    owner: 'local search (index.ts)',
    packageName: '@docusaurus/theme-search-algolia',
    file: 'lib/theme/SearchBar/index.js',
    expects: ["import Head from '@docusaurus/Head';", '<link\n          rel="preconnect"'],
    because:
      "in local mode the theme's SearchBar, found by this file path, gets a Head that renders nothing: its only head tag is a preconnect to Algolia, which local search never calls",
  },
  {
    owner: 'local search (index.ts)',
    packageName: '@docusaurus/theme-search-algolia',
    file: 'lib/theme/SearchPage/index.js',
    expects: ["import {liteClient} from 'algoliasearch/lite';"],
    because:
      'in local mode `algoliasearch/lite` (the alias `algoliasearch/lite$`) resolves to src/search/liteClient.ts, which exports a liteClient answering from the local index',
  },
];
