/**
 * Loaded by registerServiceWorker.ts once the page has loaded, in production builds. Registers the
 * service worker (serviceWorker.ts) and keeps the first page, which loaded before the worker could
 * see it. On connections that allow it (not Save-Data, not 2g, as for
 * prefetching), it also keeps the whole local search index, so search works offline; if the
 * network drops before it's all kept, the next page view or the network's return fetches the rest.
 * When a new deployment's worker is waiting, the reader is told and gets it on reload: until then
 * every page keeps running the deployment it started with.
 */
import siteConfig from '@generated/docusaurus.config';
import type {KeepMessage, KeepSearchReply, WorkerMessage} from '../messages';
import {serviceWorkerFile} from '../cacheRules';
import {webManifestFile} from '../webManifest';
import {indexFiles} from '../../../search/indexFileUrls';
import {localIndexUrl} from '../../../search/localIndexUrl';
import {warmSearch} from '../../../search/warmSearch';
import {showUpdateBanner} from './updateBanner';
import {whenIdle} from './whenIdle';

/** Whether there's a local search index to keep (the plugin's `keepSearchIndex` option). */
declare const OFFLINE_KEEP_SEARCH_INDEX: boolean;

interface NetworkInformation {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

function connectionAllowsExtraData(): boolean {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return !connection?.saveData && !connection?.effectiveType?.includes('2g');
}

export async function post(message: WorkerMessage): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
}

/** Posts a message whose answer the worker sends back on a port of its own. */
async function ask<Reply>(message: WorkerMessage): Promise<Reply> {
  const registration = await navigator.serviceWorker.ready;
  const channel = new MessageChannel();
  const reply = new Promise<Reply>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<Reply>) => {
      resolve(event.data);
    };
  });
  registration.active?.postMessage(message, [channel.port2]);
  return reply;
}

const loadedFiles = () => performance.getEntriesByType('resource').map((entry) => entry.name);

/** Resolves once the service worker controls this page, so that what it fetches next is kept. */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        resolve();
      },
      {once: true},
    );
  });
}

function hydratedAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (document.documentElement.dataset.hasHydrated === 'true') whenIdle(resolve);
      else setTimeout(check, 500);
    };
    check();
  });
}

/** Where this device notes which deployment's search it has kept, so each page doesn't keep it again. */
const keptSearchKey = 'offline-reading.kept-search';

/** The deployment's search, as its index folder and the app's entry script (both named by content hashes). */
function searchVersion(folder: string): string {
  const entryScript = loadedFiles().find((url) => /\/main\.[0-9a-f]+\.js$/.test(url)) ?? '';
  return `${folder} ${entryScript}`;
}

function readKeptSearch(): string | null {
  try {
    return localStorage.getItem(keptSearchKey);
  } catch (error) {
    console.warn(
      '[offline-reading] Storage is blocked; the search index is kept again on each page:',
      error,
    );
    return null;
  }
}

function noteKeptSearch(version: string): void {
  try {
    localStorage.setItem(keptSearchKey, version);
  } catch (error) {
    console.warn('[offline-reading] Storage is blocked:', error);
  }
}

/**
 * Keeps the whole search index and warms the search code, once a deployment: the first page of a
 * visit does it, later pages find it noted and skip it. It is noted only once the worker has every
 * pack: resolves to false when it hasn't.
 */
async function keepSearch(): Promise<boolean> {
  const index = await indexFiles(localIndexUrl);
  const version = searchVersion(index.folder);
  if (readKeptSearch() === version) return true;
  // The packs first: the worker downloads and writes them on its own thread, while the page waits
  // for its turn to warm the search code up.
  const packsKept = ask<KeepSearchReply>({type: 'KEEP_SEARCH', packs: index.packs});
  await controlled();
  // After the page has hydrated and the browser is idle again: the search code is not the page's.
  await hydratedAndIdle();
  await warmSearch();
  await post({type: 'KEEP', pages: [], files: [...loadedFiles(), index.entry]});
  if (!(await packsKept).complete) return false;
  noteKeptSearch(version);
  return true;
}

/**
 * Where keeping the search index stands in this page. After a failure (the network dropped during a
 * download, or a pack failed), the next page view or `online` event tries again; one that comes while
 * keeping is under way makes it try once more if that fails.
 */
let searchKeeping: 'not asked' | 'under way' | 'kept' | 'failed' = 'not asked';
/** Page views and `online` events so far: those during a try that fails ask for another. */
let askedAgain = 0;

async function keepSearchUnlessKept(): Promise<void> {
  if (!OFFLINE_KEEP_SEARCH_INDEX || !connectionAllowsExtraData()) return;
  searchKeeping = 'under way';
  const askedBefore = askedAgain;
  const kept = await keepSearch().catch(() => false);
  searchKeeping = kept ? 'kept' : 'failed';
  if (!kept && askedAgain > askedBefore) await keepSearchUnlessKept();
}

/** A page view, or the network back: keeps the search index if an earlier try left it incomplete. */
export function keepSearchAgain(): void {
  askedAgain += 1;
  if (searchKeeping === 'failed') void keepSearchUnlessKept();
}

async function keepFirstPage(landingPage: string): Promise<void> {
  const message: KeepMessage = {type: 'KEEP', pages: [landingPage], files: loadedFiles()};
  await post(message);
  await keepSearchUnlessKept();
}

function offerUpdate(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  // The first worker of a device has nothing to replace: it takes over without a word.
  if (!waiting || !navigator.serviceWorker.controller) return;
  showUpdateBanner(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      location.reload();
    });
    waiting.postMessage({type: 'SKIP_WAITING'} satisfies WorkerMessage);
  });
}

/**
 * Links the web app manifest, which with the worker makes the guide installable. Not in the page's
 * HTML: there the browser fetches the manifest and its icons while the page loads, beside what the
 * first paint needs, and Lighthouse's simulation then put the largest paint one round trip (150 ms)
 * after the first paint.
 */
function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${siteConfig.baseUrl}${webManifestFile}`;
  document.head.appendChild(link);
}

export async function register(landingPage: string): Promise<void> {
  linkManifest();
  const registration = await navigator.serviceWorker.register(
    `${siteConfig.baseUrl}${serviceWorkerFile}`,
    {
      scope: siteConfig.baseUrl,
    },
  );
  offerUpdate(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerUpdate(registration);
    });
  });
  window.addEventListener('online', keepSearchAgain);
  await keepFirstPage(landingPage);
}
