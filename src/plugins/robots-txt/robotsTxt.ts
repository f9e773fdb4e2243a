import {withoutTrailingSlash} from '../../config/site';

/** The robots.txt of the site: every page may be crawled, and the sitemap is on the configured url. */

export const robotsFileName = 'robots.txt';

/** Absolute URL of the sitemap that the preset's sitemap plugin writes at the root of the build. */
export function sitemapUrl(siteUrl: string, baseUrl: string): string {
  return `${withoutTrailingSlash(siteUrl)}${baseUrl}sitemap.xml`;
}

/**
 * Nothing is disallowed: a page that shouldn't be indexed (the not-found page) says so
 * with a robots meta tag, which a crawler can only read if it may fetch the page.
 */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl(siteUrl, baseUrl)}`, ''].join(
    '\n',
  );
}
