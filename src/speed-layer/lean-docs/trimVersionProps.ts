import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';

/**
 * The version metadata every docs page downloads holds the whole sidebar plus the title, sidebar
 * and description of every doc (`docs`). A sidebar link's `docId` is read twice upstream: the
 * breadcrumbs only test that a link has one (getSidebarBreadcrumbs), and a card list reads the doc
 * it names (useDocById). So a link a card list can show keeps its id and every other link gets the
 * shortest id that passes the test: the ids repeated each link's path, 1.2 KB gzip of every docs
 * page. `unlisted: false` is the default and goes.
 */
export const linkDocIdMark = '+';

export function trimSidebarItem(item: PropSidebarItem, inLinkedCategory = false): PropSidebarItem {
  if (item.type === 'category')
    return {
      ...item,
      items: item.items.map((child) => trimSidebarItem(child, item.href !== undefined)),
    };
  if (item.type !== 'link') return item;
  const trimmed = {...item};
  if (!item.unlisted) delete trimmed.unlisted;
  if (item.docId !== undefined && !inLinkedCategory) trimmed.docId = linkDocIdMark;
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
    Object.entries(version.docsSidebars).map(([name, items]) => [
      name,
      items.map((item) => trimSidebarItem(item)),
    ]),
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
