import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import {runInSlices} from '@site/src/utils/timeSlices';

/**
 * The routes Docusaurus's entry matches against the page's path (its `preload`, through
 * react-router-config's matchRoutes), visited in the same order: each one until the first match, on
 * every level. react-router compiles a route's path to a regular expression the first time it is
 * matched and caches it; for the ~360 routes that is one task of about 60 ms on a slow phone. Matched
 * here first, a slice at a time, the entry's own matching then finds every expression compiled.
 */
function* visitRoutes(list: readonly RouteConfig[], pathname: string): Generator<undefined> {
  for (const route of list) {
    // A route without a path matches whatever its parent matched, as in matchRoutes.
    const matches = route.path === undefined || matchPath(pathname, route) !== null;
    yield;
    if (matches) {
      if (route.routes) yield* visitRoutes(route.routes, pathname);
      return;
    }
  }
}

function* visitAll(pathnames: Iterable<string>): Generator<undefined> {
  for (const pathname of pathnames) yield* visitRoutes(routes, pathname);
}

export function warmRouteMatching(pathname: string): Promise<void> {
  // The entry matches the path as the browser has it (spaces as %20) and decoded.
  return runInSlices(visitAll(new Set([pathname, decodeURI(pathname)])));
}
