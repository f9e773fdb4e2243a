/**
 * The client module of offline reading: in production builds, once the page has loaded, it loads
 * the rest (serviceWorkerClient.ts) as a chunk of its own, so every page's first load carries only
 * these lines. Pages reached in the app afterwards are kept too: their HTML is fetched only for that.
 */
import type {ClientModule} from '@docusaurus/types';

const enabled = process.env.NODE_ENV === 'production' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

const client = () => import('./serviceWorkerClient');

function registerWhenLoaded(): void {
  client()
    .then(({register}) => register())
    .catch((error: unknown) => { console.warn('[offline-reading] The service worker did not register:', error); });
}

// The app's scripts are fetched after the first paint (src/speed-layer/paint-first): the page has
// often loaded before this module runs.
if (enabled) {
  if (document.readyState === 'complete') registerWhenLoaded();
  else window.addEventListener('load', registerWhenLoaded, {once: true});
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!enabled || !previousLocation || location.pathname === previousLocation.pathname) return;
    const page = new URL(location.pathname, window.location.origin).href;
    void client().then(({post}) => post({type: 'KEEP', pages: [page], files: []}));
  },
};

export default clientModule;
