import {indexFileName} from '../../search/pagePacking';
import {searchFilesFolder} from '../../search/indexLayout';

/**
 * What the service worker keeps, by kind of request: one place, read by the worker
 * (serviceWorker.ts) and by the tests. Nothing is downloaded for its own sake except the offline
 * page (precached when the worker installs) and, on connections that allow it, the search index.
 */

/** Cache names. A new deployment's worker keeps them: pages and assets stay readable offline. */
export const cacheNames = {
  pages: 'guide-pages',
  assets: 'guide-assets',
  data: 'guide-data',
  search: 'guide-search',
  /** Which packs of the search index are kept whole (keepSearchPacks.ts), so a retry skips them. */
  searchPacks: 'guide-search-packs',
} as const;

/** The page shown for a page that isn't saved on this device, while there's no network. */
export const offlinePageFile = 'offline.html';

/** The service worker's file, at the root of the site (its scope is the whole baseUrl). */
export const serviceWorkerFile = 'sw.js';

/**
 * How many pages and files a device keeps, oldest dropped first: a guide page is about 8 KB. The
 * search index is kept whole (a few hundred small files a build; ten times that for a guide ten times
 * larger), and a new deployment's files replace the old ones as they age out.
 */
export const cacheLimits = {pages: 200, assets: 600, data: 40, search: 20_000} as const;

/** Files of the search index older than this are dropped, whatever their number. */
export const searchMaxAgeSeconds = 60 * 24 * 60 * 60;

/** How long a page waits for the network before it shows the saved copy, in seconds. */
export const networkTimeoutSeconds = 4;

/** Content-hashed files: a name never changes its content, so the saved copy is always right. */
export function isHashedAsset(pathname: string, baseUrl: string): boolean {
  return pathname.startsWith(`${baseUrl}assets/`);
}

/** The local search index's entry file: it changes with every build, so the network comes first. */
export function isSearchEntry(pathname: string, baseUrl: string): boolean {
  return pathname === `${baseUrl}${indexFileName}`;
}

/** The index's term chunks and page files, in a folder named by the build's hash: they never change. */
export function isSearchFile(pathname: string, baseUrl: string): boolean {
  return pathname.startsWith(`${baseUrl}${searchFilesFolder}`);
}

/** Other data the app fetches at run time (JSON outside assets/ and the search index). */
export function isSiteData(pathname: string, baseUrl: string): boolean {
  return (
    !isHashedAsset(pathname, baseUrl) &&
    !isSearchFile(pathname, baseUrl) &&
    /\.json$/.test(pathname)
  );
}

/** Images and icons outside assets/ (static/img): cached as they're seen. */
export function isStaticImage(pathname: string): boolean {
  return /\.(svg|png|jpe?g|webp|gif|ico)$/.test(pathname);
}
