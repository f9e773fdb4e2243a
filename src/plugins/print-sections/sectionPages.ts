/**
 * Which pages a printable section holds (sections.ts), in order, from the docs plugin's loaded
 * sidebars: the sidebar is built by src/sidebar/sidebarItemsGenerator.ts, so its order is read here,
 * not worked out again.
 */
import type {PrintSection} from './sections';

/** A sidebar item as the docs plugin loads it, reduced to what is read here. */
export interface SidebarItem {
  readonly type: string;
  readonly id?: string;
  readonly items?: readonly SidebarItem[];
  readonly link?: {readonly type: string; readonly id?: string};
}

/** The docs ids under some sidebar items, depth first: a category's linked doc, then its items. */
function docIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return item.id === undefined ? [] : [item.id];
    if (item.type !== 'category') return [];
    const link = item.link?.type === 'doc' && item.link.id !== undefined ? [item.link.id] : [];
    return [...link, ...docIds(item.items ?? [])];
  });
}

/** The category whose link, or one of whose own items, is the doc. */
function categoryOf(items: readonly SidebarItem[], docId: string): SidebarItem | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    const children = item.items ?? [];
    if (
      item.link?.id === docId ||
      children.some((child) => child.type === 'doc' && child.id === docId)
    )
      return item;
    const nested = categoryOf(children, docId);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

/** The docs ids of a section's pages, in the order they print, each once; the start page first. */
export function sectionDocIds(
  section: PrintSection,
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>,
): string[] {
  const ids =
    section.kind === 'workflow'
      ? section.stepDocIds
      : docIds(
          Object.values(sidebars)
            .map((sidebar) => categoryOf(sidebar, section.startDocId))
            .find((category) => category !== undefined)?.items ?? [],
        );
  return [...new Set([section.startDocId, ...ids])];
}
