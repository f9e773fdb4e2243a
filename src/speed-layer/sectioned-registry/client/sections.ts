import * as generatedRegistry from '@generated/registry';

type Registry = Record<string, unknown>;
/** A section's registry slice: its loader and its chunk's name. */
type Slice = readonly [load: () => Promise<{default: Registry}>, chunkName: string];

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
          .then(({default: entries}) => {
            Object.assign(registry, entries);
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

/** The runtime's chunk URL function (lean-chunk-urls' `gca`, or core's ChunkAssetPlugin's): a chunk's name → its file's URL. */
declare const __webpack_require__: {gca?: (chunkName: string) => string};
const hinted = new Set<string>();

/** Tells the browser to fetch a named chunk's file (`preload`: now; `prefetch`: when idle), once. */
function hintChunkFile(chunkName: string, rel: 'preload' | 'prefetch'): void {
  const url = __webpack_require__.gca?.(chunkName);
  // As core's prefetch: a chunk merged into another has no file of its own.
  if (!url || url.includes('undefined') || hinted.has(url)) return;
  hinted.add(url);
  const link = document.createElement('link');
  link.rel = rel;
  link.as = 'script';
  link.href = url;
  document.head.appendChild(link);
}

/**
 * While a section's slice loads, the browser already fetches the route's chunk files: their names are
 * in main.js (routesChunkNames) and core's runtime turns a name into a URL. The slice then costs no
 * extra round trip before the chunks; webpack's own requests find the files preloaded.
 */
export function preloadChunkFiles(routePath: string, chunkNames: readonly string[]): void {
  if (sectionsReady(routePath) || typeof document === 'undefined') return;
  for (const name of chunkNames) hintChunkFile(name, 'preload');
}

/**
 * A link in view to a route of sections not loaded yet (core's prefetch of the route's chunk files):
 * their slices' files are prefetched the same way, so following the link fetches nothing the route's
 * own chunks don't.
 */
export function prefetchSections(routePath: string): void {
  if (typeof document === 'undefined') return;
  for (const section of sectionsOf(routePath)) {
    const chunkName = slices[section]?.[1];
    if (chunkName && !loading.has(section)) hintChunkFile(chunkName, 'prefetch');
  }
}
