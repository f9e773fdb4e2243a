import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {PageInput} from './extractRecords';

export interface SiteLocation {
  /** Origin, without a trailing slash: siteConfig.url. */
  url: string;
  /** Path the site is served under, starting and ending with '/'. */
  baseUrl: string;
  trailingSlash: boolean | undefined;
}

/**
 * The absolute URL a built HTML file is served at: `docs/intro/index.html` → `{url}{baseUrl}docs/intro`
 * (with the trailing slash only when the site asks for one), percent-encoded like a crawler's URL.
 */
export function pageUrl(relativeFile: string, site: SiteLocation): string {
  const segments = relativeFile.split(path.sep).join('/');
  let route = segments.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  if (route.endsWith('/') && site.trailingSlash !== true) route = route.slice(0, -1);
  return `${site.url}${encodeURI(`${site.baseUrl}${route}`)}`;
}

async function htmlFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full, root);
      return entry.name.endsWith('.html') ? [path.relative(root, full)] : [];
    }),
  );
  return nested.flat().sort();
}

/**
 * Every page of the build, the not-found page excepted, read one at a time: the caller extracts what
 * it needs from a page before the next is read, so a large guide's HTML (hundreds of MB at 3,000
 * pages) is never in memory at once.
 */
export async function* builtPages(outDir: string, site: SiteLocation): AsyncGenerator<PageInput> {
  const files = (await htmlFiles(outDir)).filter((file) => file !== '404.html');
  const read = async (file: string): Promise<PageInput> => ({
    url: pageUrl(file, site),
    html: await readFile(path.join(outDir, file), 'utf8'),
  });
  // The next page is read while the caller works on this one.
  let next: Promise<PageInput> | undefined;
  for (const [index, file] of files.entries()) {
    const current = next ?? read(file);
    const following = files[index + 1];
    next = following === undefined ? undefined : read(following);
    yield await current;
  }
}
