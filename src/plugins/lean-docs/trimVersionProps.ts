import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';

/**
 * The version metadata every docs page downloads holds the whole sidebar plus the title, sidebar
 * and description of every doc (`docs`). The descriptions and sidebar names are only read by
 * DocCard (through `useDocById`), for card lists the guide doesn't have; without them a card shows
 * no description. The sidebar links keep their `docId`: the breadcrumbs (and so the search records'
 * section) need it. `unlisted: false` is the default and goes.
 */
export function trimSidebarItem(item: PropSidebarItem): PropSidebarItem {
  if (item.type === 'category') return {...item, items: item.items.map(trimSidebarItem)};
  if (item.type !== 'link' || item.unlisted) return item;
  const trimmed = {...item};
  delete trimmed.unlisted;
  return trimmed;
}

function trimDocs(docs: PropVersionMetadata['docs']): PropVersionMetadata['docs'] {
  // An empty description reads as none; `sidebar` is optional.
  return Object.fromEntries(Object.entries(docs).map(([key, {id, title}]) => [key, {id, title, description: ''}]));
}

export function trimVersionProps(version: PropVersionMetadata): PropVersionMetadata {
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([name, items]) => [name, items.map(trimSidebarItem)]),
  );
  return {...version, docsSidebars, docs: trimDocs(version.docs)};
}

/** The docs plugin's routes with each version route's `version` prop trimmed. */
export function trimVersionRoutes(route: RouteConfig): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  return {
    ...route,
    ...(version?.docsSidebars && {props: {...route.props, version: trimVersionProps(version)}}),
    ...(route.routes && {routes: route.routes.map(trimVersionRoutes)}),
  };
}
