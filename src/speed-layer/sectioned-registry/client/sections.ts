import type {ComponentType} from 'react';
import type {RouteConfig} from 'react-router-config';
import * as generatedRegistry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';

type Registry = Record<string, unknown>;
/** What a slice holds (../splitRegistry.cjs): its chunks' registry entries, its pages' routes and their chunk names. */
interface SliceModule {
  default: Registry;
  routes: RouteConfig[];
  routesChunkNames: Record<string, unknown>;
  sidebarItems: Record<string, unknown[]>;
}
/** A section's slice: its loader and its chunk's name. */
type Slice = readonly [load: () => Promise<SliceModule>, chunkName: string];

/**
 * The registry in main.js and, in a browser build with sectioned-registry, the slices it left out:
 * section path → loader (../splitRegistry.cjs). The server build has the whole registry and no slices,
 * but the name of each section's slice chunk in the browser build (./ReportSlices.tsx reports them).
 */
const {
  default: registry,
  registrySections: slices = {},
  registrySliceChunks: sliceChunks = {},
} = generatedRegistry as unknown as {
  default: Registry;
  registrySections?: Record<string, Slice>;
  registrySliceChunks?: Record<string, string>;
};

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Of the given section paths, those that hold the route at `routePath`. */
function sectionsOf(routePath: string, sections: readonly string[] = Object.keys(slices)): string[] {
  return sections.filter((section) => routePath === section || routePath.startsWith(`${section}/`));
}

/** Server build: the chunk names of the slices the route at `routePath` needs in the browser. */
export function sliceChunksOf(routePath: string): string[] {
  return sectionsOf(routePath, Object.keys(sliceChunks)).flatMap((section) => sliceChunks[section] ?? []);
}

/** Whether core's ComponentCreator finds every chunk of the route at `routePath` in the registry. */
export function sectionsReady(routePath: string): boolean {
  return sectionsOf(routePath).every((section) => loaded.has(section));
}

/** Adds the slices of the route's sections to the registry core's ComponentCreator reads; each slice is fetched once. */
export function loadSections(routePath: string): Promise<void> {
  return Promise.all(
    sectionsOf(routePath).map((section) => {
      const load = slices[section]?.[0];
      let pending = loading.get(section);
      if (!pending && load) {
        // A slice that fails to load (a patchy connection) is asked for once more: on a section's first
        // page the entry waits for it, and a page whose preload fails is never hydrated.
        pending = load()
          .catch(() => load())
          .then((slice) => {
            Object.assign(registry, slice.default);
            Object.assign(routesChunkNames, slice.routesChunkNames);
            putPagesBack(section, slice.routes);
            putSidebarItemsBack(slice.sidebarItems);
            loaded.add(section);
          });
        // One that fails twice is tried again on the next navigation.
        pending.catch(() => loading.delete(section));
        loading.set(section, pending);
      }
      return pending ?? Promise.resolve();
    }),
  ).then(() => undefined);
}

/**
 * The route table main.js starts with: each section's pages left out, a placeholder in their place
 * (../splitRoutes.cjs writes routes.js so). Kept to put the pages back when their slice has loaded.
 */
let table: RouteConfig[] = [];
const placeholders = new Map<string, RouteConfig>();

/** routes.js in the browser build: its table, kept here. */
export function sectionedRoutes(routes: RouteConfig[]): RouteConfig[] {
  table = routes;
  return routes;
}

/** A placeholder's component: loads the section's slice when core preloads or prefetches a path in it. */
export type PlaceholderComponent = ComponentType & {
  loadSection: () => Promise<void>;
  preload: () => Promise<void>;
  prefetch: () => Promise<void>;
};

/**
 * The route that stands for a section's pages until its slice has loaded: it matches every path in
 * the section, and its preload puts the pages back in its place. Core's preload and prefetch then
 * match the path again (the match-again patch) and find the page. It renders nothing: a path is
 * always preloaded before it renders.
 */
export function sectionPlaceholder(section: string): RouteConfig {
  const loadSection = (): Promise<void> => loadSections(section);
  const component: PlaceholderComponent = Object.assign(() => null, {
    loadSection,
    preload: loadSection,
    // A link in view: the slice's file is prefetched at low priority, as core prefetches chunks, then
    // run from the cache once the page has hydrated and the browser is idle, so that the linked
    // page's own chunks are prefetched too.
    prefetch: () =>
      prefetchSections(section)
        .then(whenHydrated)
        .then(whenIdle)
        .then(loadSection)
        .catch(() => undefined),
  });
  const route = {path: section, component};
  placeholders.set(section, route);
  return route;
}

/** The list that holds `route`, searched from `list` down. */
function listOf(route: RouteConfig, list: RouteConfig[]): RouteConfig[] | undefined {
  if (list.includes(route)) return list;
  for (const parent of list) {
    const found = parent.routes && listOf(route, parent.routes);
    if (found) return found;
  }
  return undefined;
}

/** The section's pages in place of its placeholder, in the list react-router renders from. */
function putPagesBack(section: string, pages: readonly RouteConfig[]): void {
  const placeholder = placeholders.get(section);
  const list = placeholder && listOf(placeholder, table);
  if (!placeholder || !list) return;
  list.splice(list.indexOf(placeholder), 1, ...pages);
  placeholders.delete(section);
}

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
  const sidebars = (prop as {version?: {docsSidebars?: Record<string, unknown[]>}}).version?.docsSidebars ?? {};
  for (const items of Object.values(sidebars)) keepLazyCategories(items);
  return prop;
}

/** A slice's sidebar items in their categories, in the objects the sidebar renders from. */
function putSidebarItemsBack(sidebarItems: Record<string, unknown[]>): void {
  for (const [key, items] of Object.entries(sidebarItems)) {
    const category = lazyCategories.get(key);
    lazyCategories.delete(key);
    if (category) putItems(category, items);
    else sidebarItemsLoaded.set(key, items);
  }
}

/**
 * The bundler's runtime: `gca`, the chunk URL function (lean-chunk-urls', or core's ChunkAssetPlugin's),
 * a chunk's name → its file's URL; `u`, the chunk file function, with the files section slices add
 * (../chunkFiles.ts).
 */
declare const __webpack_require__: {gca?: (chunkName: string) => string; u?: {sectionChunkFiles?: Record<string, string>}};
const hinted = new Map<string, Promise<void>>();

/**
 * Tells the browser to fetch a named chunk's file (`preload`: now; `prefetch`: when idle), once.
 * Resolves when the file is in the cache (or failed), at once where the browser has no such hint.
 */
function hintChunkFile(chunkName: string, rel: 'preload' | 'prefetch'): Promise<void> {
  const url = __webpack_require__.gca?.(chunkName);
  // As core's prefetch: a chunk merged into another has no file of its own.
  if (!url || url.includes('undefined')) return Promise.resolve();
  let done = hinted.get(url);
  if (!done) {
    const link = document.createElement('link');
    done = link.relList.supports(rel)
      ? new Promise<void>((resolve) => {
          link.onload = () => {
            resolve();
          };
          link.onerror = () => {
            resolve();
          };
        })
      : Promise.resolve();
    link.rel = rel;
    link.as = 'script';
    link.href = url;
    document.head.appendChild(link);
    hinted.set(url, done);
  }
  return done;
}

/** Resolves once core has marked the page hydrated (`<html data-has-hydrated="true">`). */
function whenHydrated(): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.dataset.hasHydrated === 'true') {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (root.dataset.hasHydrated !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
  });
}

/** Resolves in the browser's next idle period (after a moment where it can't tell). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => {
        resolve();
      }, {timeout: 2000});
    }
    else setTimeout(resolve, 1);
  });
}

/**
 * While a section's slice loads, the browser already fetches the route's chunk files when their names
 * are in main.js (a route that stays there; core's runtime turns a name into a URL). The slice then
 * costs no extra round trip before the chunks; webpack's own requests find the files preloaded.
 */
export function preloadChunkFiles(routePath: string, chunkNames: readonly string[]): void {
  if (sectionsReady(routePath) || typeof document === 'undefined') return;
  for (const name of chunkNames) void hintChunkFile(name, 'preload');
}

/**
 * A link in view to a route of sections not loaded yet: their slices' files are prefetched, as core
 * prefetches the route's chunk files. Resolves once they are in the cache.
 */
export function prefetchSections(routePath: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const sliceChunkNames = sectionsOf(routePath).flatMap((section) => (loading.has(section) ? [] : (slices[section]?.[1] ?? [])));
  return Promise.all(sliceChunkNames.map((chunkName) => hintChunkFile(chunkName, 'prefetch'))).then(() => undefined);
}

/**
 * Run by a section's slice before anything else: the files of the section's chunks, which the
 * runtime no longer lists (../chunkFiles.ts). A placeholder the build didn't replace (a string) is
 * ignored.
 */
export function addChunkFiles(files: Record<string, string> | string): void {
  const known = __webpack_require__.u?.sectionChunkFiles;
  if (typeof files === 'object' && known) Object.assign(known, files);
}
