import {describe, expect, it} from 'vitest';
import {robotsTxt, sitemapUrl} from '../robotsTxt';

describe('robotsTxt', () => {
  it('allows every page and names the sitemap on the site url', () => {
    expect(robotsTxt('https://docs.example.com', '/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n',
    );
  });

  it('keeps the base url and drops a trailing slash of the site url', () => {
    expect(sitemapUrl('https://example.org/', '/help/')).toBe(
      'https://example.org/help/sitemap.xml',
    );
  });
});
