import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {describe, expect, it} from 'vitest';
import config from '../../../../docusaurus.config';
import {navbarTypesReadingDocs, trimGlobalData} from '../trimGlobalData';

const version = {
  name: 'current',
  label: 'Next',
  isLast: true,
  path: '/docs',
  mainDocId: 'intro',
  docs: [{id: 'intro', path: '/docs/intro', sidebar: 'tutorialSidebar'}],
  draftIds: [],
  sidebars: {tutorialSidebar: {link: {path: '/docs/intro', label: 'Start here'}}},
};

describe('lean-docs: global data', () => {
  it('keeps each version without its list of docs', () => {
    const data: GlobalPluginData = {path: '/docs', versions: [version], breadcrumbs: true};
    expect(trimGlobalData(data)).toEqual({...data, versions: [{...version, docs: []}]});
  });

  it('is only trimmed while no navbar item reads the list of docs', () => {
    const items = (config.themeConfig as {navbar: {items: Array<{type?: string}>}}).navbar.items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(navbarTypesReadingDocs, `navbar item ${JSON.stringify(item)}`).not.toContain(
        item.type,
      );
  });
});

/**
 * The installed files that call a hook reading the global data's versions (some of them its list of
 * docs), as reviewed for 3.10.2: the navbar's doc, docSidebar and version items read the list (the
 * test above keeps them out of the navbar), the version banner only for a version with a banner (the
 * guide has one version, no banner), the others only the versions' paths and names.
 */
const reviewedReaders = [
  'plugin-content-docs/lib/client/docsClientUtils.js',
  'plugin-content-docs/lib/client/docsPreferredVersion.js',
  'plugin-content-docs/lib/client/docsSearch.js',
  'plugin-content-docs/lib/client/docsUtils.js',
  'plugin-content-docs/lib/client/index.js',
  'theme-classic/lib/theme/DocVersionBanner/index.js',
  'theme-classic/lib/theme/NavbarItem/DocNavbarItem.js',
  'theme-classic/lib/theme/NavbarItem/DocSidebarNavbarItem.js',
  'theme-classic/lib/theme/NavbarItem/DocsVersionDropdownNavbarItem.js',
  'theme-search-algolia/lib/theme/SearchPage/index.js',
];

describe('lean-docs: who reads the global data', () => {
  it('is the set reviewed when the list of docs was left out (a new reader: check it does not need the list)', () => {
    const packages = path.join(import.meta.dirname, '../../../../node_modules/@docusaurus');
    const hooks =
      'useActiveDocContext\\(|useLayoutDoc\\(|getActiveDocContext\\(|useDocVersionSuggestions\\(|getDocVersionSuggestions\\(|useAllDocsData\\(|useDocsData\\(';
    const folders = [
      'theme-classic/lib',
      'theme-common/lib',
      'plugin-content-docs/lib/client',
      'theme-search-algolia/lib',
    ];
    const found = execFileSync('grep', ['-rlE', '--include=*.js', hooks, ...folders], {
      cwd: packages,
      encoding: 'utf8',
    });
    expect(found.trim().split('\n').sort()).toEqual(reviewedReaders);
  });
});
