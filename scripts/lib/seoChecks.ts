/**
 * The discoverability checks of `npm run check:seo`, as pure functions over the built files' text:
 * what every page's head must hold (title, description, canonical URL, link-preview tags, language,
 * breadcrumbs on docs pages, sized and lazy images, no fonts from other hosts), what the sitemap must
 * list and what robots.txt must say. Each returns the misses it finds; an empty list is a pass.
 */
import {load} from 'cheerio';

export interface ImageInfo {
  readonly src: string;
  readonly width: string | undefined;
  readonly height: string | undefined;
  readonly loading: string | undefined;
  /** In the navbar: above the fold on every page, where lazy loading would only delay it. */
  readonly inNavbar: boolean;
}

export interface PageMeta {
  /** The page's path under the base url, as served: `/docs/intro`, `/` or `/404.html`. */
  readonly route: string;
  readonly title: string | undefined;
  readonly description: string | undefined;
  readonly canonicals: readonly string[];
  readonly lang: string | undefined;
  readonly dir: string | undefined;
  /** `og:*` and `twitter:*` tags by property or name; the first of each. */
  readonly social: Readonly<Record<string, string>>;
  readonly robots: string | undefined;
  /** Target of a `<meta http-equiv="refresh">`: the page is a redirect stub. */
  readonly redirectTo: string | undefined;
  /** `@type` of each JSON-LD block, and the item URLs of its BreadcrumbList, if any. */
  readonly structuredData: readonly {type: string; itemUrls: readonly string[]}[];
  readonly images: readonly ImageInfo[];
  /** Stylesheets and font preloads fetched from another host. */
  readonly foreignAssets: readonly string[];
  /** Inline `<style>` text, checked for web fonts as the stylesheets are. */
  readonly inlineStyles: readonly string[];
}

export interface Miss {
  /** A route, or the file the miss is in (`sitemap.xml`, `robots.txt`, a stylesheet). */
  readonly where: string;
  readonly problem: string;
}

export interface SiteUrls {
  /** Origin without a trailing slash, as src/config/site.ts gives it. */
  readonly siteUrl: string;
  /** Path the site lives under, starting and ending with '/'. */
  readonly baseUrl: string;
}

/**
 * A listed route that is a redirect stub, not a page, with the reason: the one documented list of
 * exemptions. It stays out of the sitemap and must redirect to a page the sitemap lists.
 */
export interface Exemption {
  readonly route: string;
  readonly reason: string;
}

function attr(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function isForeign(href: string, urls: SiteUrls | undefined): boolean {
  if (!/^(https?:)?\/\//i.test(href)) return false;
  if (urls === undefined) return true;
  return new URL(href, urls.siteUrl).origin !== new URL(urls.siteUrl).origin;
}

/** Reads what the checks need from one built HTML file. */
export function readPageMeta(html: string, route: string, urls?: SiteUrls): PageMeta {
  const $ = load(html);
  const social: Record<string, string> = {};
  $('meta[property], meta[name]').each((_index, element) => {
    const key = $(element).attr('property') ?? $(element).attr('name') ?? '';
    const content = $(element).attr('content');
    if (/^(og|twitter):/.test(key) && content !== undefined && !(key in social))
      social[key] = content;
  });
  const structuredData = $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((element) => {
      let data: unknown;
      try {
        data = JSON.parse($(element).text());
      } catch {
        return [{type: 'invalid JSON', itemUrls: []}];
      }
      return (Array.isArray(data) ? data : [data]).map((entry: unknown) => {
        const block = (entry ?? {}) as {'@type'?: unknown; itemListElement?: unknown};
        const items = Array.isArray(block.itemListElement)
          ? (block.itemListElement as {item?: unknown}[])
          : [];
        return {
          type: typeof block['@type'] === 'string' ? block['@type'] : 'unknown',
          itemUrls: items.map((item) => (typeof item.item === 'string' ? item.item : '')),
        };
      });
    });
  const refresh = attr($('meta[http-equiv="refresh" i]').attr('content'));
  const foreignAssets = $(
    'link[rel~="stylesheet"], link[rel~="preload"][as="font"], link[rel~="preload"][as="style"]',
  )
    .toArray()
    .map((element) => $(element).attr('href') ?? '')
    .filter((href) => isForeign(href, urls));
  return {
    route,
    title: attr($('head title').first().text()),
    description: attr($('meta[name="description"]').attr('content')),
    canonicals: $('link[rel="canonical"]')
      .toArray()
      .map((element) => $(element).attr('href') ?? ''),
    lang: attr($('html').attr('lang')),
    dir: attr($('html').attr('dir')),
    social,
    robots: attr($('meta[name="robots"]').attr('content')),
    redirectTo: refresh === undefined ? undefined : /url=(.*)$/i.exec(refresh)?.[1]?.trim(),
    structuredData,
    images: $('img')
      .toArray()
      .map((element) => ({
        src: $(element).attr('src') ?? '',
        width: attr($(element).attr('width')),
        height: attr($(element).attr('height')),
        loading: attr($(element).attr('loading')),
        inNavbar: $(element).closest('.navbar').length > 0,
      })),
    foreignAssets,
    inlineStyles: $('style')
      .toArray()
      .map((element) => $(element).text()),
  };
}

/** The absolute URL of a route on the site, encoded as Docusaurus writes it (spaces as %20). */
export function pageUrl(urls: SiteUrls, route: string): string {
  return new URL(`${urls.baseUrl}${route.replace(/^\//, '')}`, urls.siteUrl).href;
}

/** Is this an absolute URL on the configured site url (under the base url)? */
export function isOnSite(urls: SiteUrls, url: string): boolean {
  return url.startsWith(pageUrl(urls, '/'));
}

/** A URL as the URL standard parses it, without a trailing slash. */
export function normalizeUrl(url: string): string {
  try {
    return new URL(url).href.replace(/\/$/, '');
  } catch {
    return url;
  }
}

export function isNoIndex(page: PageMeta): boolean {
  return /\bnoindex\b/i.test(page.robots ?? '');
}

function duplicates(
  pages: readonly PageMeta[],
  key: (page: PageMeta) => string | undefined,
): Map<string, string[]> {
  const byValue = new Map<string, string[]>();
  for (const page of pages) {
    const value = key(page);
    if (value === undefined) continue;
    byValue.set(value, [...(byValue.get(value) ?? []), page.route]);
  }
  return new Map([...byValue].filter(([, routes]) => routes.length > 1));
}

/** Link-preview images must be raster: previews don't show SVG. */
const rasterImage = /\.(png|jpe?g|webp|gif)(\?.*)?$/i;

/** The checks of one page's head and images. */
export function checkPage(page: PageMeta, urls: SiteUrls): Miss[] {
  const misses: string[] = [];
  if (page.title === undefined) misses.push('no <title>');
  if (page.description === undefined) misses.push('no meta description');
  if (page.canonicals.length !== 1) {
    misses.push(`${String(page.canonicals.length)} canonical links, expected 1`);
  } else {
    const canonical = page.canonicals[0] ?? '';
    const expected = page.route.endsWith('.html') ? undefined : pageUrl(urls, page.route);
    if (!isOnSite(urls, canonical))
      misses.push(`canonical ${canonical} is not on ${pageUrl(urls, '/')}`);
    // Compared as a crawler resolves them (the URL standard encodes a space as %20): Docusaurus
    // writes the routes with spaces raw (`/docs/Getting Started/…`).
    else if (expected !== undefined && normalizeUrl(canonical) !== normalizeUrl(expected)) {
      misses.push(`canonical ${canonical} is not the page's own URL ${expected}`);
    }
  }
  for (const tag of ['og:title', 'og:description', 'og:url']) {
    if (page.social[tag] === undefined) misses.push(`no ${tag}`);
  }
  for (const tag of ['og:image', 'twitter:image']) {
    const image = page.social[tag];
    if (image === undefined) misses.push(`no ${tag}`);
    else if (!isOnSite(urls, image) || !rasterImage.test(image))
      misses.push(`${tag} ${image} is not a PNG or JPEG on the site url`);
  }
  if (page.social['twitter:card'] !== 'summary_large_image') {
    misses.push(
      `twitter:card is ${page.social['twitter:card'] ?? 'missing'}, expected summary_large_image`,
    );
  }
  if (page.lang !== 'en' || page.dir !== 'ltr') {
    misses.push(
      `<html lang="${page.lang ?? ''}" dir="${page.dir ?? ''}">, expected lang="en" dir="ltr"`,
    );
  }
  if (page.route.startsWith('/docs/')) {
    const breadcrumbs = page.structuredData.filter((block) => block.type === 'BreadcrumbList');
    if (breadcrumbs.length === 0) misses.push('no BreadcrumbList structured data');
    for (const url of breadcrumbs.flatMap((block) => block.itemUrls)) {
      if (!isOnSite(urls, url))
        misses.push(`breadcrumb item ${url || '(empty)'} is not on the site url`);
    }
  }
  for (const image of page.images) {
    if (image.width === undefined || image.height === undefined)
      misses.push(`image ${image.src} has no width and height`);
    if (!image.inNavbar && image.loading !== 'lazy')
      misses.push(`image ${image.src} is not loading="lazy"`);
  }
  for (const href of page.foreignAssets)
    misses.push(`stylesheet or font from another host: ${href}`);
  for (const style of page.inlineStyles)
    misses.push(...checkStylesheet(style).map((problem) => `inline style: ${problem}`));
  return misses.map((problem) => ({where: page.route, problem}));
}

/** The checks of every page, plus unique titles and descriptions across them. Redirect stubs are left out. */
export function checkPages(pages: readonly PageMeta[], urls: SiteUrls): Miss[] {
  const real = pages.filter((page) => page.redirectTo === undefined);
  const misses = real.flatMap((page) => checkPage(page, urls));
  for (const [what, key] of [
    ['title', (page: PageMeta) => page.title],
    ['description', (page: PageMeta) => page.description],
  ] as const) {
    for (const [value, routes] of duplicates(real, key)) {
      misses.push({where: routes.join(', '), problem: `share the ${what} "${value}"`});
    }
  }
  return misses;
}

/** Web fonts make the text wait for another download: the site uses the system font stack only. */
export function checkStylesheet(css: string): string[] {
  const problems: string[] = [];
  if (/@font-face\b/i.test(css)) problems.push('declares a web font (@font-face)');
  const imports = css.match(/@import\s+(url\()?\s*['"]?(https?:)?\/\/[^'")\s;]+/gi) ?? [];
  for (const statement of imports) problems.push(`imports from another host: ${statement}`);
  return problems;
}

/** The `<loc>` URLs of a sitemap. */
export function parseSitemap(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) =>
    (match[1] ?? '').replace(/&amp;/g, '&'),
  );
}

export interface SitemapInput {
  readonly locs: readonly string[];
  /** Routes that must be listed: routes.txt. */
  readonly listedRoutes: readonly string[];
  readonly pages: readonly PageMeta[];
  readonly exemptions: readonly Exemption[];
}

/**
 * The sitemap lists every route of the route list and every other indexable page, on the site url;
 * it lists no redirect, no noindex page and nothing unbuilt. An exempt route must really be a
 * redirect to a listed page.
 */
export function checkSitemap(input: SitemapInput, urls: SiteUrls): Miss[] {
  const misses: Miss[] = [];
  const miss = (problem: string, where = 'sitemap.xml') => misses.push({where, problem});
  const locs = new Set(input.locs);
  const pagesByUrl = new Map(
    input.pages
      .filter((page) => !page.route.endsWith('.html'))
      .map((page) => [pageUrl(urls, page.route), page]),
  );
  const exemptions = new Map(input.exemptions.map((exemption) => [exemption.route, exemption]));
  for (const loc of locs) {
    const page = pagesByUrl.get(loc);
    if (!isOnSite(urls, loc)) miss(`${loc} is not on ${pageUrl(urls, '/')}`);
    else if (page === undefined) miss(`${loc} is not a built page`);
    else if (page.redirectTo !== undefined || isNoIndex(page))
      miss(`${loc} is a redirect or noindex page`);
  }
  for (const route of input.listedRoutes) {
    const url = pageUrl(urls, route);
    const exemption = exemptions.get(route);
    const page = pagesByUrl.get(url);
    if (exemption === undefined) {
      if (!locs.has(url)) miss(`listed route ${route} is missing`);
      continue;
    }
    if (page === undefined) {
      miss(`exempt route ${route} is not built`);
    } else if (page.redirectTo === undefined) {
      miss(`${route} is exempt as a redirect but doesn't redirect`, route);
    } else {
      const target = new URL(page.redirectTo, pageUrl(urls, route)).href;
      if (!locs.has(target))
        miss(`${route} redirects to ${target}, which the sitemap doesn't list`, route);
    }
  }
  for (const [url, page] of pagesByUrl) {
    if (page.redirectTo === undefined && !isNoIndex(page) && !locs.has(url))
      miss(`indexable page ${page.route} is missing`);
  }
  return misses;
}

/** robots.txt lets crawlers in and names the sitemap on the configured site url. */
export function checkRobots(text: string | undefined, urls: SiteUrls): Miss[] {
  if (text === undefined) return [{where: 'robots.txt', problem: 'missing'}];
  const problems: string[] = [];
  const sitemaps = [...text.matchAll(/^\s*sitemap:\s*(\S+)/gim)].map((match) => match[1] ?? '');
  const expected = pageUrl(urls, '/sitemap.xml');
  if (!sitemaps.includes(expected))
    problems.push(
      `doesn't point at ${expected} (found ${sitemaps.join(', ') || 'no Sitemap line'})`,
    );
  if (/^\s*disallow:\s*\/\s*$/im.test(text)) problems.push('disallows the whole site');
  return problems.map((problem) => ({where: 'robots.txt', problem}));
}
