/**
 * The docs sidebar's collapsed categories whose items come with their section's slice
 * (../splitSidebar.cjs marks them; ./sections.ts loads the slices).
 */
/** A sidebar category whose items wait for its section's slice (../splitSidebar.cjs). */
export interface LazyCategory {
  items: unknown[];
  lazyItems?: {section: string; key: string};
}
const lazyCategories = new Map<string, LazyCategory>();
/** Items of slices that loaded before their version prop (a route's chunks load in any order). */
const sidebarItemsLoaded = new Map<string, unknown[]>();

/** Keeps each marked category in `items` (and below), or gives it its items if they came first. */
function keepLazyCategories(items: unknown[]): void {
  for (const item of items as LazyCategory[]) {
    const key = item.lazyItems?.key;
    const loadedItems = key === undefined ? undefined : sidebarItemsLoaded.get(key);
    if (key !== undefined && loadedItems) putItems(item, loadedItems);
    else if (key !== undefined) lazyCategories.set(key, item);
    else if (Array.isArray(item.items)) keepLazyCategories(item.items);
  }
}

/** A category's items in place of its first link; lazy categories among them wait for their own slices. */
function putItems(category: LazyCategory, items: unknown[]): void {
  category.items = items;
  delete category.lazyItems;
  keepLazyCategories(items);
}

/** The version prop module in the browser build: keeps its lazy categories (../splitSidebar.cjs). */
export function withLazyCategories<Prop>(prop: Prop): Prop {
  const sidebars =
    (prop as {version?: {docsSidebars?: Record<string, unknown[]>}}).version?.docsSidebars ?? {};
  for (const items of Object.values(sidebars)) keepLazyCategories(items);
  return prop;
}

/** A slice's sidebar items in their categories, in the objects the sidebar renders from. */
export function putSidebarItemsBack(sidebarItems: Record<string, unknown[]>): void {
  for (const [key, items] of Object.entries(sidebarItems)) {
    const category = lazyCategories.get(key);
    lazyCategories.delete(key);
    if (category) putItems(category, items);
    else sidebarItemsLoaded.set(key, items);
  }
}
