/**
 * Loaded by registerServiceWorker.ts once the page has loaded, in production builds. Registers the
 * service worker (serviceWorker.ts) and keeps the first page, which loaded before the worker could
 * see it. On connections that allow it (not Save-Data, not 2g, as for
 * prefetching), it also keeps the files of `keepFiles` (the search index), so search works offline.
 * When a new deployment's worker is waiting, the reader is told and gets it on reload: until then
 * every page keeps running the deployment it started with.
 */
import siteConfig from '@generated/docusaurus.config';
import type {KeepMessage, WorkerMessage} from '../messages';
import {serviceWorkerFile} from '../cacheRules';
import {showUpdateBanner} from './updateBanner';

/** Files to keep after the first visit, relative to baseUrl (the plugin's `keepFiles` option). */
declare const OFFLINE_KEEP_FILES: readonly string[];

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

function keepFirstPage(): void {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const extra = connectionAllowsExtraData() ? OFFLINE_KEEP_FILES.map((file) => `${siteConfig.baseUrl}${file}`) : [];
  const message: KeepMessage = {type: 'KEEP', pages: [location.href], files: [...loaded, ...extra]};
  void post(message);
}

function offerUpdate(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  // The first worker of a device has nothing to replace: it takes over without a word.
  if (!waiting || !navigator.serviceWorker.controller) return;
  showUpdateBanner(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => { location.reload(); });
    waiting.postMessage({type: 'SKIP_WAITING'} satisfies WorkerMessage);
  });
}

export async function register(): Promise<void> {
  const registration = await navigator.serviceWorker.register(`${siteConfig.baseUrl}${serviceWorkerFile}`, {
    scope: siteConfig.baseUrl,
  });
  offerUpdate(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerUpdate(registration);
    });
  });
  keepFirstPage();
}
