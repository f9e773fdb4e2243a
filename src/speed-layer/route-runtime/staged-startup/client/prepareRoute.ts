import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import type {RouteComponent} from '@site/src/speed-layer/route-runtime/lazy-route-components/client/ComponentCreator';
import type {PlaceholderComponent} from '@site/src/speed-layer/route-runtime/sectioned-registry/client/placeholder';
import {runInSlices} from './timeSlices';

/**
 * Gets the page's route ready for Docusaurus's entry, in short slices of the main thread:
 * - matches the routes against the page's path in the order the entry's `preload` does (through
 *   react-router-config's matchRoutes): each one until the first match, on every level. react-router
 *   compiles a route's path to a regular expression the first time it is matched, and caches it;
 *   for the ~360 routes that is one task of about 60 ms on a slow phone.
 * - requests the chunks of each matched route, one at a time (lazy-route-components' `chunkLoaders`).
 *   Requesting a route's ten or so chunks at once was a task of 70-100 ms on a slow phone.
 * - on a section's placeholder (sectioned-registry), waits for the section's pages and matches again.
 * The entry's own matching and preload then find every expression compiled and every chunk requested.
 */
function* prepareRoutes(
  list: readonly RouteConfig[],
  pathname: string,
): Generator<Promise<unknown> | undefined> {
  for (const route of list) {
    // A route without a path matches whatever its parent matched, as in matchRoutes.
    const matches = route.path === undefined || matchPath(pathname, route) !== null;
    yield;
    const placeholder = route.component as Partial<PlaceholderComponent> | undefined;
    if (matches && placeholder?.loadSection) {
      // The entry's preload reports a slice that fails to load.
      yield placeholder.loadSection().catch(() => undefined);
      // Loaded, the section's pages are in the list in the placeholder's place.
      if (!list.includes(route)) yield* prepareRoutes(list, pathname);
      return;
    }
    if (matches) {
      // Routes from lazy-route-components' ComponentCreator list their chunks' loaders.
      const component = route.component as Partial<RouteComponent> | undefined;
      for (const load of component?.chunkLoaders?.() ?? []) {
        // The entry's preload reports a chunk that fails to load.
        load().catch(() => undefined);
        yield;
      }
      if (route.routes) yield* prepareRoutes(route.routes, pathname);
      return;
    }
  }
}

function* prepareAll(pathnames: Iterable<string>): Generator<Promise<unknown> | undefined> {
  for (const pathname of pathnames) yield* prepareRoutes(routes, pathname);
}

export function prepareRoute(pathname: string): Promise<void> {
  // The entry matches the path as the browser has it (spaces as %20) and decoded.
  return runInSlices(prepareAll(new Set([pathname, decodeURI(pathname)])));
}
