/**
 * The security headers every response of the guide carries: the one source of the nginx include and
 * of the `_headers` file of Netlify and Cloudflare Pages (scripts/lib/headerFiles.ts), both written by
 * `scripts/prepare-deploy.ts` after each build, because the Content-Security-Policy names the hashes
 * of that build's inline scripts.
 */
import type {SearchMode} from '../../src/plugins/local-search/searchMode';

export interface Header {
  readonly name: string;
  readonly value: string;
}

export interface PolicyInputs {
  /** 'sha256-…' sources of the inline scripts the build's pages run. */
  readonly scriptHashes: readonly string[];
  /** 'sha256-…' sources of the inline <style> elements of the build's pages and scripts. */
  readonly styleHashes: readonly string[];
  /** Hosted search sends its queries to Algolia; local search never leaves the site. */
  readonly searchMode: SearchMode;
}

/**
 * Algolia's hosts for search queries and click analytics, as Algolia documents them for a CSP
 * (DocSearch queries https://{appId}-dsn.algolia.net and falls back to {appId}-{1,2,3}.algolianet.com).
 */
export const algoliaConnectSources = [
  'https://*.algolia.net',
  'https://*.algolianet.com',
  'https://*.algolia.io',
] as const;

/**
 * Directives, and why each allows what it does:
 * - scripts: the site's own files, plus its inline scripts by hash (the colour-mode script, the
 *   staged startup, a redirect page's script). No 'unsafe-inline', no eval.
 * - style elements: the site's stylesheets and its inline <style> elements by hash (those of the
 *   pages, and those React renders in the browser, such as the search modal's Algolia logo).
 * - style attributes: 'unsafe-inline'. React renders `style="…"` attributes into the HTML (the
 *   docs sidebar's and the code blocks' inline styles, the SVG icons), and a hash can allow an
 *   attribute only with 'unsafe-hashes' and one hash per distinct value; a style attribute can't run
 *   code. `style-src` repeats it for browsers without CSP level 3 (which ignore the -elem/-attr split).
 * - images: the site's files and data: URLs (Infima draws its carets and checkmarks as data: SVGs).
 * - connections: the site itself (the search index, page data); in hosted mode also Algolia.
 * - workers: the search engine runs in a Web Worker loaded from the site's own files.
 * - no plugins, no <base> elsewhere, forms post to the site only, and no page may frame the guide.
 */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes,
  searchMode,
}: PolicyInputs): string {
  const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...quoted(scriptHashes)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'", ...quoted(styleHashes)],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(searchMode === 'hosted' ? algoliaConnectSources : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers of every response, of every status, whatever the host. */
export function securityHeaders(inputs: PolicyInputs): Header[] {
  return [
    {name: 'Content-Security-Policy', value: contentSecurityPolicy(inputs)},
    {name: 'X-Content-Type-Options', value: 'nosniff'},
    // Other sites learn that a reader came from the guide, not which page of it.
    {name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    // The guide uses none of these; a script injected into it couldn't either.
    {
      name: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
  ];
}

/**
 * HSTS, for HTTPS deployments only: browsers then refuse plain HTTP to the host for a year. nginx
 * sends it from the TLS server (deploy/README.md, "HTTPS"); Netlify and Cloudflare Pages serve HTTPS only.
 */
export const strictTransportSecurity: Header = {
  name: 'Strict-Transport-Security',
  value: 'max-age=31536000; includeSubDomains',
};

/** Cache-Control values, by kind of file (deploy/nginx/guide-http.conf applies them by path). */
export const cacheControl = {
  /** Files under /assets/, named after a hash of their content. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** Pages and every other file that keeps its name between builds. */
  revalidated: 'public, max-age=0, must-revalidate',
} as const;
