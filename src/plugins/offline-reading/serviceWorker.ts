/**
 * The guide's service worker, bundled by the plugin into build/sw.js (index.ts). Pages the reader
 * opens are kept and shown again with no network; hashed scripts and styles are kept as they're
 * fetched; the search index is kept, from its packs, so search answers offline (what a dropped
 * download missed is fetched when a page asks again). A page that isn't kept shows the
 * offline page instead of the browser's error. A new deployment's worker waits until the reader
 * agrees to reload (client/registerServiceWorker.ts), so no page ever runs a mix of two deployments.
 */
import {clientsClaim} from 'workbox-core';
import {CacheExpiration, ExpirationPlugin} from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import {registerRoute, setCatchHandler} from 'workbox-routing';
import {CacheFirst, NetworkFirst, StaleWhileRevalidate} from 'workbox-strategies';
import {
  cacheLimits,
  cacheNames,
  isHashedAsset,
  isSearchEntry,
  isSearchFile,
  isSiteData,
  isStaticImage,
  networkTimeoutSeconds,
  offlinePageFile,
  searchMaxAgeSeconds,
} from './cacheRules';
import {keepSearchPacks} from './keepSearchPacks';
import type {KeepMessage, KeepSearchMessage, KeepSearchReply, WorkerMessage} from './messages';

/** The part of a service worker's global scope this file uses (the DOM typings don't have it). */
interface WorkerScope {
  readonly location: Location;
  /** The offline page and the files it needs, with their revisions: written by workbox-build. */
  readonly __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

interface ExtendableMessageEvent extends MessageEvent<unknown> {
  waitUntil(promise: Promise<unknown>): void;
}

declare const self: WorkerScope;

// The scope ends with '/', as the site's baseUrl does: sw.js sits at its root.
const baseUrl = new URL('./', self.location.href).pathname;
const sameOrigin = (url: URL) => url.origin === self.location.origin;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first page a reader opens is kept too, not only the ones after it.
clientsClaim();

/** The search cache's limits, for the files a search fetches and for those unpacked from the packs. */
const searchExpiration = {maxEntries: cacheLimits.search, maxAgeSeconds: searchMaxAgeSeconds};

const strategies = {
  pages: new NetworkFirst({
    cacheName: cacheNames.pages,
    networkTimeoutSeconds,
    plugins: [new ExpirationPlugin({maxEntries: cacheLimits.pages, purgeOnQuotaError: true})],
  }),
  assets: new CacheFirst({
    cacheName: cacheNames.assets,
    plugins: [new ExpirationPlugin({maxEntries: cacheLimits.assets, purgeOnQuotaError: true})],
  }),
  data: new StaleWhileRevalidate({
    cacheName: cacheNames.data,
    plugins: [new ExpirationPlugin({maxEntries: cacheLimits.data, purgeOnQuotaError: true})],
  }),
  searchEntry: new NetworkFirst({
    cacheName: cacheNames.search,
    networkTimeoutSeconds,
  }),
  searchFiles: new CacheFirst({
    cacheName: cacheNames.search,
    plugins: [new ExpirationPlugin({...searchExpiration, purgeOnQuotaError: true})],
  }),
};

/** Which strategy keeps a same-origin file that isn't a page; undefined for what isn't kept. */
function fileStrategy(url: URL) {
  if (!sameOrigin(url)) return undefined;
  if (isHashedAsset(url.pathname, baseUrl)) return strategies.assets;
  if (isSearchEntry(url.pathname, baseUrl)) return strategies.searchEntry;
  if (isSearchFile(url.pathname, baseUrl)) return strategies.searchFiles;
  if (isSiteData(url.pathname, baseUrl) || isStaticImage(url.pathname)) return strategies.data;
  return undefined;
}

registerRoute(({request}) => request.mode === 'navigate', strategies.pages);
registerRoute(({url}) => fileStrategy(url) !== undefined, {
  handle: (options) => (fileStrategy(options.url) ?? strategies.data).handle(options),
});

// A page that was never kept: the offline page, with the pages this device does have.
setCatchHandler(async ({request}) => {
  if (request.mode === 'navigate') {
    const offlinePage = await matchPrecache(`${baseUrl}${offlinePageFile}`);
    if (offlinePage) return offlinePage;
  }
  return Response.error();
});

/**
 * The first page a reader opens loads before this worker controls it, so the page tells the worker
 * what it loaded (client/registerServiceWorker.ts) and the worker keeps it, as it keeps what comes
 * after. Most of it comes from the browser's HTTP cache, not the network.
 */
async function keep(event: ExtendableMessageEvent, message: KeepMessage): Promise<void> {
  const keepOne = async (strategy: (typeof strategies)[keyof typeof strategies], url: string) => {
    await strategy
      .handle({event, request: new Request(url, {credentials: 'same-origin'})})
      .catch(() => undefined);
  };
  const files = message.files.flatMap((url) => {
    const strategy = fileStrategy(new URL(url, self.location.href));
    return strategy ? [() => keepOne(strategy, url)] : [];
  });
  await Promise.all(message.pages.map((url) => keepOne(strategies.pages, url)));
  // A few at a time, as a page would fetch them.
  for (let start = 0; start < files.length; start += keepConcurrency) {
    await Promise.all(files.slice(start, start + keepConcurrency).map((keepFile) => keepFile()));
  }
}

/** Files kept at once, as many as a browser fetches at once from one HTTP/1.1 host. */
const keepConcurrency = 6;

/**
 * Keeps the whole search index from its packs (keepSearchPacks.ts), those not kept yet. The files go
 * straight into the cache, where they can answer a search at once; their ages are noted afterwards,
 * as the search files' strategy notes those it fetches, so that old deployments' files still age out.
 */
async function keepSearch(message: KeepSearchMessage): Promise<KeepSearchReply> {
  const kept = await keepSearchPacks(
    {files: await caches.open(cacheNames.search), notes: await caches.open(cacheNames.searchPacks)},
    message.packs,
  );
  const expiration = new CacheExpiration(cacheNames.search, searchExpiration);
  await Promise.all(kept.files.map((url) => expiration.updateTimestamp(url)));
  await expiration.expireEntries();
  return {complete: kept.complete};
}

/**
 * One keeping of the search index at a time (two pages, or a page's retry, may ask at once): the
 * next one then finds the packs the first kept, and fetches only the rest.
 */
let keepingSearch = Promise.resolve<KeepSearchReply>({complete: true});

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'KEEP') event.waitUntil(keep(event, message));
  if (message?.type === 'KEEP_SEARCH') {
    keepingSearch = keepingSearch.then(() => keepSearch(message)).catch(() => ({complete: false}));
    event.waitUntil(
      keepingSearch.then((reply) => {
        event.ports[0]?.postMessage(reply);
      }),
    );
  }
});
