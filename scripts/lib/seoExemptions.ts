import type {Exemption} from './seoChecks';

/**
 * The one list of routes that `npm run check:seo` treats differently, with why. Everything else
 * meets every check; fix a page (front matter, src/config/site.ts pageDescriptions) before adding it
 * here.
 */
export const seoExemptions: readonly Exemption[] = [
  {
    route: '/docs',
    reason:
      'A redirect stub of plugin-client-redirects to /docs/intro (both addresses show the docs landing): a meta refresh with a canonical link, not a page. ' +
      'Its template has no title, description or language and can’t be configured; crawlers follow it to /docs/intro, which the sitemap lists.',
  },
];
