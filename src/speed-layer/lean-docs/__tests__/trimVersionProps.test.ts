import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {linkDocIdMark, trimSidebarItem, trimVersionRoutes} from '../trimVersionProps';

const link = (href: string, unlisted = false): PropSidebarItem => ({
  type: 'link',
  href,
  label: href,
  docId: href.slice(1),
  unlisted,
});
const sidebar: PropSidebarItem[] = [
  link('/docs/intro'),
  {
    type: 'category',
    label: 'Modules',
    collapsible: true,
    collapsed: true,
    href: '/docs/m',
    items: [link('/docs/m/a', true)],
  },
];
const version = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'v',
  isLast: true,
  docsSidebars: {tutorialSidebar: sidebar},
  docs: {
    intro: {id: 'intro', title: 'Start here', description: 'Welcome', sidebar: 'tutorialSidebar'},
    'docs/m/a': {id: 'docs/m/a', title: 'A', description: 'About A', sidebar: 'tutorialSidebar'},
  },
} satisfies PropVersionMetadata;

describe('trimVersionRoutes', () => {
  const routes: RouteConfig = {
    path: '/docs',
    component: 'Root',
    routes: [{path: '/docs', component: 'Version', props: {version}, routes: []}],
  };
  const trimmed = trimVersionRoutes(routes).routes?.[0]?.props?.version as PropVersionMetadata;

  it('keeps only the docs a card list can show (the links of a category with a page) and everything the layout reads', () => {
    expect(trimmed.docs).toEqual({'docs/m/a': version.docs['docs/m/a']});
    expect(trimmed).toMatchObject({
      label: 'Next',
      banner: null,
      badge: false,
      isLast: true,
      className: 'v',
    });
  });

  it('keeps the sidebar tree, its labels, links and category state, and the doc ids a card list reads', () => {
    expect(trimmed.docsSidebars.tutorialSidebar).toEqual([
      // The breadcrumbs only test that a link has a doc id.
      {type: 'link', href: '/docs/intro', label: '/docs/intro', docId: linkDocIdMark},
      {
        type: 'category',
        label: 'Modules',
        collapsible: true,
        collapsed: true,
        href: '/docs/m',
        items: [link('/docs/m/a', true)],
      },
    ]);
  });

  it("leaves a doc's own route alone: its edit link and last-updated date come from its data file", () => {
    const docRoute: RouteConfig = {
      path: '/docs/intro',
      component: 'DocItem',
      exact: true,
      modules: {content: '@site/docs/intro.md'},
      metadata: {sourceFilePath: 'docs/intro.md', lastUpdatedAt: 1_700_000_000_000},
    };
    expect(trimVersionRoutes(docRoute)).toEqual(docRoute);
  });

  it('leaves routes without version metadata alone', () => {
    const plain: RouteConfig = {path: '/docs/tags', component: 'Tags', props: {tags: []}};
    expect(trimVersionRoutes(plain)).toEqual(plain);
    expect(trimSidebarItem({type: 'html', value: '<hr>'})).toEqual({type: 'html', value: '<hr>'});
  });
});
