import type {ComponentType} from 'react';
import type {RouteConfig} from 'react-router-config';
import {keepPlaceholder} from './routeTable';
import {loadSections, prefetchSections} from './sections';

/**
 * The route routes.js has in place of a section's pages until the section's slice has loaded
 * (../splitRoutes.cjs writes it; ./routeTable.ts puts the pages back in its place).
 */

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
  keepPlaceholder(section, route);
  return route;
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
      requestIdleCallback(
        () => {
          resolve();
        },
        {timeout: 2000},
      );
    } else setTimeout(resolve, 1);
  });
}
