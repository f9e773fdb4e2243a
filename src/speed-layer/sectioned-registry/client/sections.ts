import * as generatedRegistry from '@generated/registry';

type Registry = Record<string, unknown>;
type Slice = () => Promise<{default: Registry}>;

/**
 * The registry in main.js and, in a browser build with sectioned-registry, the slices it left out:
 * section path → loader (../splitRegistry.cjs). The server build has the whole registry and no slices.
 */
const {default: registry, registrySections: slices = {}} = generatedRegistry as unknown as {
  default: Registry;
  registrySections?: Record<string, Slice>;
};

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** The sections whose slices hold chunks of the route at `routePath`. */
function sectionsOf(routePath: string): string[] {
  return Object.keys(slices).filter((section) => routePath === section || routePath.startsWith(`${section}/`));
}

/** Whether core's ComponentCreator finds every chunk of the route at `routePath` in the registry. */
export function sectionsReady(routePath: string): boolean {
  return sectionsOf(routePath).every((section) => loaded.has(section));
}

/** Adds the slices of the route's sections to the registry core's ComponentCreator reads; each slice is fetched once. */
export function loadSections(routePath: string): Promise<void> {
  return Promise.all(
    sectionsOf(routePath).map((section) => {
      const slice = slices[section];
      let pending = loading.get(section);
      if (!pending && slice) {
        pending = slice().then(({default: entries}) => {
          Object.assign(registry, entries);
          loaded.add(section);
        });
        // A failed fetch (a patchy connection) is tried again on the next navigation.
        pending.catch(() => loading.delete(section));
        loading.set(section, pending);
      }
      return pending ?? Promise.resolve();
    }),
  ).then(() => undefined);
}
