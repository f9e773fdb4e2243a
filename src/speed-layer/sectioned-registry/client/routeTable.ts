import type {ComponentType} from 'react';
import type {RouteConfig} from 'react-router-config';
import {loadSections, prefetchSections} from './sections';

/**
 * The browser's route table with each section's pages left out until the section's slice has loaded
 * (../splitRoutes.cjs writes routes.js so; ./sections.ts loads the slices).
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
export function putPagesBack(section: string, pages: readonly RouteConfig[]): void {
  const placeholder = placeholders.get(section);
  const list = placeholder && listOf(placeholder, table);
  if (!placeholder || !list) return;
  list.splice(list.indexOf(placeholder), 1, ...pages);
  placeholders.delete(section);
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
