import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {test as plainTest, type APIResponse} from '@playwright/test';
import * as cheerio from 'cheerio';
import {buildServerKind} from '../scripts/lib/buildServer';
import {staticHostHeadersFile} from '../scripts/lib/headerFiles';
import {cspHash, inlineCodeOf} from '../scripts/lib/inlineCode';
import {cacheControl, strictTransportSecurity} from '../scripts/lib/securityHeaders';
import {expect, test} from './fixtures';

/**
 * The build as nginx serves it with deploy/nginx/ (deploy/README.md): routes and status codes (a
 * trailing slash and a path ending in index.html lead to the page; an unknown path is a 404), cache
 * headers, build-time compression and the security headers. The CSP itself is enforced in every
 * browser test (tests/fixtures.ts fails on any violation) and on every page of the sitemap in both
 * colour modes by `npm run check:a11y`.
 */
test.skip(
  buildServerKind() !== 'nginx',
  'headers and compression are those of the nginx configuration',
);

const buildDir = path.resolve('build');
/** A page whose path has a space and capitals, which its route keeps (writing/routes.txt). */
const page = '/docs/Getting Started/change-password';
const pageTitle = 'Change your password';
const pageFile = path.join(buildDir, page, 'index.html');

/**
 * The stylesheet and the entry script of a page: files named after their content's hash. (The entry
 * script is named in paint-first's loader, in its data-scripts attribute, not in a src attribute.)
 */
function hashedAssetsOf(htmlFile: string): string[] {
  const html = readFileSync(htmlFile, 'utf8');
  const assets = [
    cheerio.load(html)('link[rel="stylesheet"]').attr('href'),
    /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(html)?.[0],
  ];
  return assets.filter((asset): asset is string => asset !== undefined);
}

const securityHeaderNames = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  for (const name of securityHeaderNames)
    expect(headers[name], `${response.url()}: ${name}`).toBeTruthy();
  expect(headers['x-content-type-options']).toBe('nosniff');
  const csp = headers['content-security-policy'] ?? '';
  const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSources).not.toContain('unsafe-inline');
  expect(scriptSources).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  // Plain HTTP on 127.0.0.1: HSTS belongs to the TLS server only.
  expect(headers[strictTransportSecurity.name.toLowerCase()]).toBeUndefined();
}

test.describe('routes and status codes', () => {
  for (const variant of [page, `${page}/`]) {
    test(`${variant} shows the page with status 200`, async ({page: browserPage}) => {
      const response = await browserPage.goto(encodeURI(variant));
      expect(response?.status()).toBe(200);
      await browserPage.locator('html[data-has-hydrated="true"]').waitFor();
      await expect(browserPage.getByRole('heading', {level: 1})).toHaveText(pageTitle);
    });
  }

  test(`${page}/index.html is redirected to the page, query kept`, async ({
    page: browserPage,
    request,
  }) => {
    const redirect = await request.get(`${encodeURI(page)}/index.html?from=link`, {
      maxRedirects: 0,
    });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe(`${encodeURI(page)}?from=link`);
    expectSecurityHeaders(redirect);
    const response = await browserPage.goto(`${encodeURI(page)}/index.html`);
    expect(response?.status()).toBe(200);
    expect(decodeURI(new URL(browserPage.url()).pathname)).toBe(page);
    await browserPage.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(browserPage.getByRole('heading', {level: 1})).toHaveText(pageTitle);
  });

  test('/ shows the home page, and /index.html is redirected to /', async ({request}) => {
    const home = await request.get('/');
    expect(home.status()).toBe(200);
    expect(await home.text()).toBe(readFileSync(path.join(buildDir, 'index.html'), 'utf8'));
    const redirect = await request.get('/index.html', {maxRedirects: 0});
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe('/');
  });

  test('unknown paths and deployment files answer 404 with the not-found page', async ({
    request,
  }) => {
    const notFound = readFileSync(path.join(buildDir, '404.html'), 'utf8');
    for (const unknown of [
      '/no-such-page',
      '/docs/getting started/change-password',
      '/assets/js/missing.0123abcd.js',
      `/${staticHostHeadersFile}`,
      '/_nginx/security-headers.conf',
    ]) {
      const response = await request.get(encodeURI(unknown));
      expect(response.status(), unknown).toBe(404);
      expect(await response.text()).toBe(notFound);
      expectSecurityHeaders(response);
      expect(response.headers()['cache-control']).toBe(cacheControl.revalidated);
    }
  });
});

test.describe('caching', () => {
  test('hashed assets are kept a year as immutable', async ({request}) => {
    const assets = hashedAssetsOf(pageFile);
    expect(assets).toHaveLength(2);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe(cacheControl.hashedAsset);
      expectSecurityHeaders(response);
    }
  });

  test('pages and other files that keep their name are revalidated, and answer 304 when unchanged', async ({
    request,
  }) => {
    for (const file of [encodeURI(page), '/', '/sitemap.xml', '/robots.txt', '/img/favicon.svg']) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe(cacheControl.revalidated);
      expectSecurityHeaders(response);
      const etag = response.headers().etag ?? '';
      expect(etag, file).not.toBe('');
      const again = await request.get(file, {headers: {'If-None-Match': etag}});
      expect(again.status(), file).toBe(304);
      expect(again.headers()['cache-control']).toBe(cacheControl.revalidated);
    }
  });
});

test.describe('compression', () => {
  const files = [encodeURI(page), ...hashedAssetsOf(pageFile), '/sitemap.xml'];
  /** What the server sends for an Accept-Encoding, with the file on disk it must have sent as is. */
  const cases = [
    {acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br', suffix: '.br'},
    {acceptEncoding: 'gzip, deflate', encoding: 'gzip', suffix: '.gz'},
    {acceptEncoding: 'identity', encoding: undefined, suffix: ''},
  ];
  const diskFile = (url: string) => {
    const file = path.join(buildDir, decodeURI(url));
    return url.endsWith('/') || !path.extname(file) ? path.join(file, 'index.html') : file;
  };

  for (const {acceptEncoding, encoding, suffix} of cases) {
    test(`Accept-Encoding: ${acceptEncoding} gets ${encoding ?? 'the file'}, compressed at build time`, async ({
      request,
    }) => {
      for (const url of files) {
        const response = await request.get(url, {headers: {'Accept-Encoding': acceptEncoding}});
        expect(response.headers()['content-encoding'], url).toBe(encoding);
        expect(response.headers().vary, url).toBe('Accept-Encoding');
        // The length of the file written at build time: nginx sent it as it is, not compressed anew.
        expect(Number(response.headers()['content-length']), url).toBe(
          statSync(`${diskFile(url)}${suffix}`).size,
        );
      }
    });
  }
});

test.describe('security headers', () => {
  test("the policy allows the page's inline scripts by hash, and the static hosts' file says the same", async ({
    request,
  }) => {
    const response = await request.get(encodeURI(page));
    expectSecurityHeaders(response);
    const csp = response.headers()['content-security-policy'] ?? '';
    const {scripts} = inlineCodeOf(await response.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(csp).toContain(`'${cspHash(script)}'`);
    const staticHosts = readFileSync(path.join(buildDir, staticHostHeadersFile), 'utf8');
    for (const name of securityHeaderNames) {
      const value = response.headers()[name] ?? '';
      expect(staticHosts.toLowerCase(), name).toContain(`${name}: ${value}`.toLowerCase());
    }
    expect(staticHosts).toContain(
      `${strictTransportSecurity.name}: ${strictTransportSecurity.value}`,
    );
  });

  test('JSON-LD data blocks are never run, so they need no hash', async ({request}) => {
    const html = await (await request.get(encodeURI(page))).text();
    const $ = cheerio.load(html);
    expect($('script[type="application/ld+json"]').length).toBeGreaterThan(0);
    expect(inlineCodeOf(html).scripts.some((script) => script.includes('"@context"'))).toBe(false);
  });
});

// Outside the fixture: this test provokes a violation on purpose.
plainTest(
  'the policy is enforced: an injected inline script does not run and is reported',
  async ({page: browserPage}) => {
    await browserPage.goto('/');
    const result = await browserPage.evaluate(async () => {
      const reported = new Promise<string>((resolve) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            resolve(event.effectiveDirective);
          },
          {once: true},
        );
      });
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.head.append(script);
      return {ran: 'injectedScriptRan' in window, directive: await reported};
    });
    expect(result).toEqual({ran: false, directive: 'script-src-elem'});
  },
);
