/**
 * What the service worker keeps, by kind of request: one place, read by the worker
 * (serviceWorker.ts) and by the tests. Nothing here is downloaded for its own sake except the
 * offline page and the app shell it needs (precached at install: files the first visit has already
 * fetched, so the HTTP cache serves them) and, on connections that allow it, the search index.
 */

/** Cache names. A new deployment's worker keeps them: pages and assets stay readable offline. */
export const cacheNames = {
  pages: 'guide-pages',
  assets: 'guide-assets',
  data: 'guide-data',
} as const;

/** The page shown for a page that isn't saved on this device, while there's no network. */
export const offlinePageFile = 'offline.html';

/** The service worker's file, at the root of the site (its scope is the whole baseUrl). */
export const serviceWorkerFile = 'sw.js';

/** How many pages and files a device keeps, oldest dropped first: a guide page is about 8 KB. */
export const cacheLimits = {pages: 200, assets: 600, data: 40} as const;

/** How long a page waits for the network before it shows the saved copy, in seconds. */
export const networkTimeoutSeconds = 4;

/** Content-hashed files: a name never changes its content, so the saved copy is always right. */
export function isHashedAsset(pathname: string, baseUrl: string): boolean {
  return pathname.startsWith(`${baseUrl}assets/`);
}

/** Data the app fetches at run time (the search index and its parts): JSON and similar, outside assets/. */
export function isSiteData(pathname: string, baseUrl: string): boolean {
  return !isHashedAsset(pathname, baseUrl) && /\.(json|bin)$/.test(pathname);
}

/** Images and icons outside assets/ (static/img): cached as they're seen. */
export function isStaticImage(pathname: string): boolean {
  return /\.(svg|png|jpe?g|webp|gif|ico)$/.test(pathname);
}
