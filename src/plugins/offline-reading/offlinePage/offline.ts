/**
 * The offline page's script (offline.html), bundled into offline.js after the build (../index.ts):
 * "try again" reloads the page the reader asked for, and the list shows the pages this device has
 * kept, read from the service worker's page cache.
 */
import {cacheNames} from '../cacheRules';

/** The site's title suffix (" | Docs"), set by the bundler from the site config. */
declare const TITLE_SUFFIX: string;

interface SavedPage {
  readonly url: string;
  readonly title: string;
}

async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(cacheNames.pages);
  const requests = await cache.keys();
  return Promise.all(
    requests.map(async (request) => {
      const html = (await (await cache.match(request))?.text()) ?? '';
      const title =
        new DOMParser().parseFromString(html, 'text/html').title || new URL(request.url).pathname;
      return {url: request.url, title: title.replace(TITLE_SUFFIX, '')};
    }),
  );
}

function showSavedPages(pages: SavedPage[]): void {
  const list = document.getElementById('saved-pages');
  const intro = document.getElementById('saved-intro');
  if (pages.length === 0 && intro) {
    intro.textContent =
      'No pages are saved on this device yet: pages you open while online are saved for next time.';
  }
  for (const page of pages.sort((a, b) => a.title.localeCompare(b.title))) {
    const link = document.createElement('a');
    link.href = page.url;
    link.textContent = page.title;
    const item = document.createElement('li');
    item.append(link);
    list?.append(item);
  }
}

document.getElementById('try-again')?.addEventListener('click', (event) => {
  event.preventDefault();
  location.reload();
});

if ('caches' in window) {
  savedPages()
    .then(showSavedPages)
    .catch((error: unknown) => {
      console.warn('[offline page] The saved pages could not be listed:', error);
    });
}
