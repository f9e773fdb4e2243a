import type {RouteConfig} from 'react-router-config';
import * as generatedRegistry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import {putPagesBack} from './routeTable';
import {putSidebarItemsBack} from './sidebarItems';

/**
 * A section's slice (../splitRegistry.cjs) and how it is loaded: the browser's registry, route table
 * (./routeTable.ts) and sidebar (./sidebarItems.ts) take what it holds; its chunks' files go to the
 * runtime (./chunkFiles.ts).
 */

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
function sectionsOf(
  routePath: string,
  sections: readonly string[] = Object.keys(slices),
): string[] {
  return sections.filter((section) => routePath === section || routePath.startsWith(`${section}/`));
}

/** Server build: the chunk names of the slices the route at `routePath` needs in the browser. */
export function sliceChunksOf(routePath: string): string[] {
  return sectionsOf(routePath, Object.keys(sliceChunks)).flatMap(
    (section) => sliceChunks[section] ?? [],
  );
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

/** The bundler's runtime's chunk URL function (lean-chunk-urls', or core's ChunkAssetPlugin's): a chunk's name → its file's URL. */
declare const __webpack_require__: {gca?: (chunkName: string) => string};
const prefetched = new Map<string, Promise<void>>();

/**
 * Tells the browser to fetch a named chunk's file when idle, once. Resolves when the file is in the
 * cache (or failed), at once where the browser has no such hint.
 */
function prefetchChunkFile(chunkName: string): Promise<void> {
  const url = __webpack_require__.gca?.(chunkName);
  // As core's prefetch: a chunk merged into another has no file of its own.
  if (!url || url.includes('undefined')) return Promise.resolve();
  let done = prefetched.get(url);
  if (!done) {
    const link = document.createElement('link');
    done = link.relList.supports('prefetch')
      ? new Promise<void>((resolve) => {
          link.onload = () => {
            resolve();
          };
          link.onerror = () => {
            resolve();
          };
        })
      : Promise.resolve();
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = url;
    document.head.appendChild(link);
    prefetched.set(url, done);
  }
  return done;
}

/**
 * A link in view to a route of sections not loaded yet: their slices' files are prefetched, as core
 * prefetches the route's chunk files. Resolves once they are in the cache.
 */
export function prefetchSections(routePath: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const sliceChunkNames = sectionsOf(routePath).flatMap((section) =>
    loading.has(section) ? [] : (slices[section]?.[1] ?? []),
  );
  return Promise.all(sliceChunkNames.map((chunkName) => prefetchChunkFile(chunkName))).then(
    () => undefined,
  );
}
