/**
 * What a page downloads before it is interactive. The HTML of a Docusaurus page names only the entry
 * scripts; the route's own chunks are fetched by the runtime before React hydrates (src/speed-layer/README.md, Facts behind the choices), so
 * a static look at the HTML undercounts. The page is opened in Chromium and every script and
 * stylesheet requested until core sets `html[data-has-hydrated="true"]` is recorded (the moment is
 * taken in the page: waiting for it from here lets idle-time work slip in); link prefetches of the
 * links in view come later and at low priority, and are not counted.
 * Sizes are the bodies as the server sent them (behind nginx, the build's brotli files), and, for
 * comparison, the same files' gzip sizes.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Browser, Request} from '@playwright/test';
import {gzipSize} from './staticServer';

export interface RecordedRequest {
  /** Absolute URL. */
  readonly url: string;
  /** Playwright's resource type: document, script, stylesheet, image, fetch, other… */
  readonly resourceType: string;
}

export interface FirstLoadBytes {
  readonly jsBytes: number;
  readonly cssBytes: number;
  readonly htmlBytes: number;
}

export interface FirstLoad extends FirstLoadBytes {
  readonly path: string;
  /** The scripts' bytes as the browser parses them (uncompressed): what their compile costs a phone. */
  readonly parsedJsBytes: number;

  readonly status: number;
  /** Same-origin scripts fetched before hydration, as build-relative paths. */
  readonly scripts: readonly string[];
  readonly stylesheets: readonly string[];
  /** Content-Encoding of the document as sent ('br', 'gzip', or '' for none). */
  readonly encoding: string;
  /** The same files' sizes with gzip (level 9). The top-level sizes are the bytes as sent. */
  readonly gzip: FirstLoadBytes;
}

/** Build-relative file paths of the same-origin requests of one type, in request order, deduplicated. */
export function assetsOfType(
  requests: readonly RecordedRequest[],
  origin: string,
  type: string,
): string[] {
  const files = requests
    .filter((request) => request.resourceType === type && request.url.startsWith(`${origin}/`))
    .map((request) => decodeURIComponent(new URL(request.url).pathname));
  return [...new Set(files)];
}

/** The built file that a page path is served from (its index.html), or 404.html. */
export function htmlFileOf(buildDir: string, pagePath: string): string {
  const route = decodeURIComponent(pagePath.split(/[?#]/)[0] ?? '/');
  const candidate = path.join(buildDir, route, 'index.html');
  return existsSync(candidate) ? candidate : path.join(buildDir, '404.html');
}

/** gzip bytes of build files given as URL paths (/assets/js/main.abc.js). */
export function gzipBytesOf(buildDir: string, files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipSize(readFileSync(path.join(buildDir, file))), 0);
}

/** Uncompressed bytes of build files given as URL paths. */
export function fileBytesOf(buildDir: string, files: readonly string[]): number {
  return files.reduce((sum, file) => sum + statSync(path.join(buildDir, file)).size, 0);
}

/** Body bytes as sent (compressed, as the server chose to send them) of the recorded requests. */
async function transferBytes(
  requests: ReadonlyMap<string, Request>,
  origin: string,
  files: readonly string[],
): Promise<number> {
  let sum = 0;
  for (const file of files) {
    const request = requests.get(`${origin}${encodeURI(file)}`);
    if (request === undefined) throw new Error(`no request recorded for ${file}`);
    sum += (await request.sizes()).responseBodySize;
  }
  return sum;
}

/** In the page, before its scripts: when core marks the page hydrated (`performance.now()`), as `window.hydratedAt`. */
function recordHydration(): void {
  // Every resource's entry is kept, however many links a page prefetches.
  performance.setResourceTimingBufferSize(100_000);
  // The document, not its html element: an init script runs before the element exists.
  new MutationObserver((_records, observer) => {
    if (document.documentElement.dataset.hasHydrated !== 'true') return;
    (window as {hydratedAt?: number}).hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
}

/** Opens one page in a fresh context (empty cache) and records what it fetches until hydration. */
export async function measureFirstLoad(
  browser: Browser,
  origin: string,
  buildDir: string,
  pagePath: string,
): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests: RecordedRequest[] = [];
  const byUrl = new Map<string, Request>();
  page.on('request', (request) => {
    requests.push({url: request.url(), resourceType: request.resourceType()});
    // The first request of a file is the one counted: a later one (a link's prefetch of a file the
    // page already has) comes from the cache.
    if (!byUrl.has(request.url())) byUrl.set(request.url(), request);
  });
  await page.addInitScript(recordHydration);
  const response = await page.goto(`${origin}${encodeURI(pagePath)}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 30_000});
  // The files the page requested until then, by its own resource timing (Playwright's events arrive
  // late when this process is busy, and a request's own timing can be that of the prefetch whose
  // cached copy it took). A file finished loading has its entry: let the last ones finish.
  await page.waitForLoadState('networkidle', {timeout: 5_000}).catch(() => undefined);
  const requestedBefore = await page.evaluate(() => {
    const hydratedAt = (window as {hydratedAt?: number}).hydratedAt;
    if (hydratedAt === undefined) return undefined;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime <= hydratedAt)
      .map((entry) => entry.name);
  });
  if (requestedBefore === undefined)
    throw new Error(`${pagePath}: the page was marked hydrated, but the moment was not recorded`);
  const before = new Set(requestedBefore);
  const seen = requests.filter((request) => before.has(request.url));
  const scripts = assetsOfType(seen, origin, 'script');
  const stylesheets = assetsOfType(seen, origin, 'stylesheet');
  const load: FirstLoad = {
    path: pagePath,
    status: response?.status() ?? 0,
    scripts,
    stylesheets,
    parsedJsBytes: fileBytesOf(buildDir, scripts),
    encoding: (await response?.headerValue('content-encoding')) ?? '',
    jsBytes: await transferBytes(byUrl, origin, scripts),
    cssBytes: await transferBytes(byUrl, origin, stylesheets),
    htmlBytes: (await response?.request().sizes())?.responseBodySize ?? NaN,
    gzip: {
      jsBytes: gzipBytesOf(buildDir, scripts),
      cssBytes: gzipBytesOf(buildDir, stylesheets),
      htmlBytes: gzipSize(readFileSync(htmlFileOf(buildDir, pagePath))),
    },
  };
  await context.close();
  return load;
}
