import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';

/**
 * The version metadata every docs page downloads holds the whole sidebar plus the title, sidebar
 * and description of every doc (`docs`). The sidebar links keep their `docId`: the breadcrumbs (and
 * so the search records' section) need it. `unlisted: false` is the default and goes.
 */
export function trimSidebarItem(item: PropSidebarItem): PropSidebarItem {
  if (item.type === 'category') return {...item, items: item.items.map(trimSidebarItem)};
  if (item.type !== 'link' || item.unlisted) return item;
  const trimmed = {...item};
  delete trimmed.unlisted;
  return trimmed;
}

/**
 * The doc ids a DocCard can show: the links of a category that has a page of its own (a doc or a
 * generated index), whose card list reads each doc through `useDocById`. Nothing else reads `docs`.
 * A card list elsewhere, naming a doc not kept here, fails the build ("no version doc found by id").
 */
function cardDocIds(items: readonly PropSidebarItem[], inLinkedCategory = false): string[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return cardDocIds(item.items, item.href !== undefined);
    return item.type === 'link' && inLinkedCategory && item.docId ? [item.docId] : [];
  });
}

function trimDocs(version: PropVersionMetadata): PropVersionMetadata['docs'] {
  const kept = new Set(Object.values(version.docsSidebars).flatMap((items) => cardDocIds(items)));
  return Object.fromEntries(Object.entries(version.docs).filter(([id]) => kept.has(id)));
}

export function trimVersionProps(version: PropVersionMetadata): PropVersionMetadata {
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([name, items]) => [name, items.map(trimSidebarItem)]),
  );
  return {...version, docsSidebars, docs: trimDocs(version)};
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
