/**
 * Compares the routes a build serves with the guide's route list (writing/routes.txt). Content
 * lands section by section, so a docs section counts once any of its pages is built: from then on every
 * route of that section must be built. Standalone routes must always be built, and nothing outside the
 * list may be built under /docs/.
 */

import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export interface CoverageReport {
  /** Every route of the list. */
  readonly expected: readonly string[];
  /** Routes of the list that the build serves. */
  readonly covered: readonly string[];
  /** Sections with at least one built page, such as `Getting Started` or `Modules/Library`. */
  readonly startedSections: readonly string[];
  /** Routes of the list that must be built now but aren't. */
  readonly missing: readonly string[];
  /** Routes built under /docs/ that the list doesn't have. */
  readonly unexpected: readonly string[];
}

/** The route a line of a routes file lists, if any: one path a line, '#' starts a comment. */
export function routeOnLine(line: string): string | undefined {
  const route = line.replace(/#.*/, '').trim();
  return route.startsWith('/') ? route : undefined;
}

/** Reads a routes file. */
export function parseRouteList(text: string): string[] {
  return text.split('\n').flatMap((line) => routeOnLine(line) ?? []);
}

/**
 * Where a new route belongs among a routes file's lines: the index of the line it goes after (-1 for
 * the top). After the last route of its folder that sorts before it, else just before its folder's
 * routes, else beside its section (`/docs/Modules/Library`), else at the end: where a reviewer looks.
 */
export function routeInsertionIndex(lines: readonly string[], route: string): number {
  const folder = route.slice(0, route.lastIndexOf('/') + 1);
  const section = route.split('/').slice(0, 4).join('/');
  const near = (prefix: string) =>
    lines.flatMap((line, index) => (line.startsWith(prefix) ? [index] : []));
  const siblings = near(folder).length > 0 ? near(folder) : near(section);
  const before = siblings.filter((index) => (lines[index] ?? '') < route);
  return before.at(-1) ?? (siblings.length > 0 ? (siblings[0] ?? 0) - 1 : lines.length - 1);
}

/** The guide's route list, kept in the repository: every route the site serves. */
export const routesFile = path.resolve(__dirname, '../../writing/routes.txt');

export function readListedRoutes(): string[] {
  return parseRouteList(readFileSync(routesFile, 'utf8'));
}

/**
 * The section a docs route belongs to: `Modules/<Module>` for module pages, the top folder for other
 * docs pages, undefined for the docs landing and for routes outside /docs/.
 */
export function sectionOf(route: string): string | undefined {
  const parts = route.split('/').slice(2);
  if (!route.startsWith('/docs/') || parts.length < 2) return undefined;
  return parts[0] === 'Modules' ? `Modules/${parts[1] ?? ''}` : parts[0];
}

/** The routes a static build serves: every folder with an index.html, as a path without trailing slash. */
export function builtRoutes(buildDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (!entry.isDirectory() || entry.name === 'assets') continue;
      const child = path.join(dir, entry.name);
      const childRoute = `${route}/${entry.name}`;
      if (existsSync(path.join(child, 'index.html'))) routes.push(childRoute);
      walk(child, childRoute);
    }
  };
  if (existsSync(path.join(buildDir, 'index.html'))) routes.push('/');
  walk(buildDir, '');
  return routes;
}

export function checkCoverage(
  expected: readonly string[],
  built: readonly string[],
): CoverageReport {
  const builtSet = new Set(built);
  const expectedSet = new Set(expected);
  const startedSections = [
    ...new Set(built.map(sectionOf).filter((section): section is string => section !== undefined)),
  ].sort();
  const mustBeBuilt = (route: string) => {
    const section = sectionOf(route);
    return section === undefined || startedSections.includes(section);
  };
  return {
    expected,
    covered: expected.filter((route) => builtSet.has(route)),
    startedSections,
    missing: expected.filter((route) => mustBeBuilt(route) && !builtSet.has(route)),
    unexpected: built.filter((route) => route.startsWith('/docs/') && !expectedSet.has(route)),
  };
}
