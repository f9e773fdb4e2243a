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

/** Every page of the build, the not-found page excepted. */
export async function readBuiltPages(outDir: string, site: SiteLocation): Promise<PageInput[]> {
  const files = (await htmlFiles(outDir)).filter((file) => file !== '404.html');
  return Promise.all(
    files.map(async (file) => ({url: pageUrl(file, site), html: await readFile(path.join(outDir, file), 'utf8')})),
  );
}
