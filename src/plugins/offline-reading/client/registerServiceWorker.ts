/**
 * The client module of offline reading: in production builds, once the reader uses the page, it loads
 * the rest (serviceWorkerClient.ts) as a chunk of its own, so every page's first load carries only
 * these lines. Pages reached in the app afterwards are kept too: their HTML is fetched only for that.
 * Each such page view also finishes keeping the search index, if a dropped network left it undone.
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from './whenIdle';

const enabled =
  process.env.NODE_ENV === 'production' &&
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator;

const client = () => import('./serviceWorkerClient');

/** The page the reader landed on: by the time the worker registers, they may have moved on in the app. */
const landingPage = typeof location === 'undefined' ? '' : location.href;

function register(): void {
  client()
    .then((module) => module.register(landingPage))
    .catch((error: unknown) => {
      console.warn('[offline-reading] The service worker did not register:', error);
    });
}

/**
 * Registers once the reader starts using the page (scrolls, taps, types) or after a while, and then
 * when the browser is idle: the worker, the pages it keeps and the search index it fetches never
 * compete with the page's start (Lighthouse measured 100-400 ms more blocking time when they did).
 */
function registerOnceReading(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of readingEvents) window.removeEventListener(type, start);
    whenIdle(register);
  };
  for (const type of readingEvents)
    window.addEventListener(type, start, {once: true, passive: true});
  setTimeout(start, registerAfterMs);
}

/** What tells that the reader has started using the page. */
const readingEvents = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

/** Registration waits at most this long for the reader. */
const registerAfterMs = 15_000;

if (enabled) registerOnceReading();

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!enabled || !previousLocation || location.pathname === previousLocation.pathname) return;
    const page = new URL(location.pathname, window.location.origin).href;
    void client().then(({post, keepSearchAgain}) => {
      keepSearchAgain();
      return post({type: 'KEEP', pages: [page], files: []});
    });
  },
};

export default clientModule;
