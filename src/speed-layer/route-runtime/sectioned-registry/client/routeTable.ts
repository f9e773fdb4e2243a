import type {RouteConfig} from 'react-router-config';

/**
 * The browser's route table with each section's pages left out until the section's slice has loaded
 * (../splitRoutes.cjs writes routes.js so; ./sections.ts loads the slices and puts the pages back,
 * ./placeholder.ts stands in for them until then).
 */

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

/** Keeps a section's placeholder, to put the section's pages in its place. */
export function keepPlaceholder(section: string, route: RouteConfig): void {
  placeholders.set(section, route);
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
export function putPagesBack(section: string, pages: readonly RouteConfig[]): void {
  const placeholder = placeholders.get(section);
  const list = placeholder && listOf(placeholder, table);
  if (!placeholder || !list) return;
  list.splice(list.indexOf(placeholder), 1, ...pages);
  placeholders.delete(section);
}
