import {describe, expect, it} from 'vitest';
import {
  checkPage,
  checkPages,
  checkRobots,
  checkSitemap,
  checkStylesheet,
  pageUrl,
  parseSitemap,
  readPageMeta,
  type Exemption,
  type PageMeta,
} from '../seoChecks';

const urls = {siteUrl: 'https://docs.example.com', baseUrl: '/'};

/** A built page's HTML as Docusaurus writes it (minified, unquoted attributes), with overrides. */
function html(
  route: string,
  {title = `Title of ${route}`, description = `About ${route}.`, head = '', body = ''} = {},
): string {
  const url = pageUrl(urls, route);
  return (
    `<!doctype html><html lang=en dir=ltr><head><title>${title}</title>` +
    `<meta name=twitter:card content=summary_large_image /><meta property=og:url content=${url} />` +
    `<meta property=og:title content="${title}"/><meta name=description content="${description}"/>` +
    `<meta property=og:description content="${description}"/>` +
    `<meta property=og:image content=https://docs.example.com/img/social-card.png />` +
    `<meta name=twitter:image content=https://docs.example.com/img/social-card.png />` +
    `<link rel=canonical href=${url} />${head}</head><body>` +
    `<nav class=navbar><img src=/img/logo.svg width=32 height=32></nav>${body}</body></html>`
  );
}

const breadcrumbs = (route: string) =>
  `<script type=application/ld+json>{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","item":"${pageUrl(urls, route)}","name":"x","position":1}]}</script>`;

const page = (route: string, options?: Parameters<typeof html>[1]) =>
  readPageMeta(html(route, options), route, urls);

describe('readPageMeta', () => {
  it('reads the head, images and structured data of a built page', () => {
    const meta = readPageMeta(
      html('/docs/Getting Started/a', {
        head: breadcrumbs('/docs/Getting Started/a'),
        body: '<img src=a.png loading=lazy>',
      }),
      '/docs/Getting Started/a',
      urls,
    );
    expect(meta.title).toBe('Title of /docs/Getting Started/a');
    expect(meta.canonicals).toEqual(['https://docs.example.com/docs/Getting%20Started/a']);
    expect(meta.social['twitter:card']).toBe('summary_large_image');
    expect(meta.lang).toBe('en');
    expect(meta.structuredData).toEqual([
      {type: 'BreadcrumbList', itemUrls: ['https://docs.example.com/docs/Getting%20Started/a']},
    ]);
    expect(meta.images).toEqual([
      {src: '/img/logo.svg', width: '32', height: '32', loading: undefined, inNavbar: true},
      {src: 'a.png', width: undefined, height: undefined, loading: 'lazy', inNavbar: false},
    ]);
  });

  it('reads a redirect stub and foreign stylesheets', () => {
    const stub = readPageMeta(
      '<html><head><meta http-equiv="refresh" content="0; url=/docs/intro"><link rel=stylesheet href=https://fonts.googleapis.com/css?family=Inter><link rel=stylesheet href=/assets/css/a.css></head></html>',
      '/docs',
      urls,
    );
    expect(stub.redirectTo).toBe('/docs/intro');
    expect(stub.foreignAssets).toEqual(['https://fonts.googleapis.com/css?family=Inter']);
  });
});

describe('checkPage', () => {
  it('passes a complete docs page', () => {
    expect(checkPage(page('/docs/intro', {head: breadcrumbs('/docs/intro')}), urls)).toEqual([]);
  });

  it('reports each missing piece', () => {
    const bare = readPageMeta(
      '<html><head><link rel=canonical href=/docs/a></head><body><img src=a.png></body></html>',
      '/docs/a',
      urls,
    );
    expect(checkPage(bare, urls).map((miss) => miss.problem)).toEqual([
      'no <title>',
      'no meta description',
      'canonical /docs/a is not on https://docs.example.com/',
      'no og:title',
      'no og:description',
      'no og:url',
      'no og:image',
      'no twitter:image',
      'twitter:card is missing, expected summary_large_image',
      '<html lang="" dir="">, expected lang="en" dir="ltr"',
      'no BreadcrumbList structured data',
      'image a.png has no width and height',
      'image a.png is not loading="lazy"',
    ]);
  });

  it('wants the canonical URL of the page itself, on the configured site url', () => {
    const other = readPageMeta(
      html('/docs/a').replaceAll(
        'https://docs.example.com/docs/a',
        'https://docs.example.com/docs/b',
      ),
      '/blog/a',
      urls,
    );
    expect(checkPage(other, urls).map((miss) => miss.problem)).toContain(
      "canonical https://docs.example.com/docs/b is not the page's own URL https://docs.example.com/blog/a",
    );
    const elsewhere = {...page('/blog/a'), canonicals: ['https://example.org/blog/a']};
    expect(checkPage(elsewhere, urls)[0]?.problem).toMatch(
      /is not on https:\/\/docs.example.com\//,
    );
  });

  it('reads a canonical URL with a raw space as a crawler does', () => {
    const meta = {
      ...page('/docs/Getting Started/a'),
      canonicals: ['https://docs.example.com/docs/Getting Started/a'],
    };
    expect(checkPage(meta, urls).map((miss) => miss.problem)).not.toContainEqual(
      expect.stringMatching(/canonical/),
    );
  });

  it('rejects an SVG link-preview image and a summary card', () => {
    const meta: PageMeta = {
      ...page('/'),
      social: {
        ...page('/').social,
        'og:image': 'https://docs.example.com/img/logo.svg',
        'twitter:card': 'summary',
      },
    };
    expect(checkPage(meta, urls).map((miss) => miss.problem)).toEqual([
      'og:image https://docs.example.com/img/logo.svg is not a PNG or JPEG on the site url',
      'twitter:card is summary, expected summary_large_image',
    ]);
  });

  it('reports fonts from other hosts', () => {
    const meta = readPageMeta(
      html('/', {
        head: '<link rel=stylesheet href=https://fonts.googleapis.com/css2?family=Inter><style>@font-face{font-family:x}</style>',
      }),
      '/',
      urls,
    );
    expect(checkPage(meta, urls).map((miss) => miss.problem)).toEqual([
      'stylesheet or font from another host: https://fonts.googleapis.com/css2?family=Inter',
      'inline style: declares a web font (@font-face)',
    ]);
  });
});

describe('checkPages', () => {
  it('reports shared titles and descriptions, and skips redirect stubs', () => {
    const stub = readPageMeta(
      '<html><head><meta http-equiv=refresh content="0; url=/docs/intro"></head></html>',
      '/docs',
      urls,
    );
    const misses = checkPages(
      [
        page('/blog', {description: 'Blog'}),
        page('/blog/archive', {description: 'Blog'}),
        page('/a', {title: 'Same'}),
        page('/b', {title: 'Same'}),
        stub,
      ],
      urls,
    );
    expect(misses).toEqual([
      {where: '/a, /b', problem: 'share the title "Same"'},
      {where: '/blog, /blog/archive', problem: 'share the description "Blog"'},
    ]);
  });
});

describe('checkStylesheet', () => {
  it('accepts the system font stack and rejects web fonts and remote imports', () => {
    expect(checkStylesheet(':root{--ifm-font-family-base:system-ui,sans-serif}')).toEqual([]);
    expect(
      checkStylesheet(
        '@import url("https://fonts.googleapis.com/css?family=Inter");@font-face{src:url(a.woff2)}',
      ),
    ).toEqual([
      'declares a web font (@font-face)',
      'imports from another host: @import url("https://fonts.googleapis.com/css?family=Inter',
    ]);
  });
});

describe('checkSitemap', () => {
  const xml = (...routes: string[]) =>
    `<?xml version="1.0"?><urlset>${routes.map((route) => `<url><loc>${pageUrl(urls, route)}</loc></url>`).join('')}</urlset>`;
  const search = readPageMeta(
    html('/search', {head: '<meta name=robots content="noindex, follow">'}),
    '/search',
    urls,
  );
  const stub = readPageMeta(
    '<html><head><meta http-equiv=refresh content="0; url=/docs/intro"></head></html>',
    '/docs',
    urls,
  );
  const notFound = readPageMeta(
    html('/404.html', {head: '<meta name=robots content=noindex>'}),
    '/404.html',
    urls,
  );
  const pages = [
    page('/'),
    page('/docs/intro'),
    page('/docs/Getting Started/a'),
    page('/blog/tags'),
    search,
    stub,
    notFound,
  ];
  const exemptions: Exemption[] = [{route: '/docs', reason: 'stub'}];
  const listedRoutes = ['/', '/docs', '/docs/intro', '/docs/Getting Started/a'];

  it('parses locs', () => {
    expect(parseSitemap(xml('/', '/docs/Getting Started/a'))).toEqual([
      'https://docs.example.com/',
      'https://docs.example.com/docs/Getting%20Started/a',
    ]);
  });

  it('passes when every listed route and indexable page is listed and the exemptions hold', () => {
    const locs = parseSitemap(xml('/', '/docs/intro', '/docs/Getting Started/a', '/blog/tags'));
    expect(checkSitemap({locs, listedRoutes, pages, exemptions}, urls)).toEqual([]);
  });

  it('reports missing routes and pages, noindex and unbuilt URLs, and URLs off the site', () => {
    const locs = [
      ...parseSitemap(xml('/', '/docs/intro', '/search', '/gone')),
      'https://example.org/docs/intro',
    ];
    expect(
      checkSitemap({locs, listedRoutes, pages, exemptions}, urls).map((miss) => miss.problem),
    ).toEqual([
      'https://docs.example.com/search is a redirect or noindex page',
      'https://docs.example.com/gone is not a built page',
      'https://example.org/docs/intro is not on https://docs.example.com/',
      'listed route /docs/Getting Started/a is missing',
      'indexable page /docs/Getting Started/a is missing',
      'indexable page /blog/tags is missing',
    ]);
  });

  it('checks that an exempt route redirects to a listed page', () => {
    const locs = parseSitemap(xml('/', '/docs/Getting Started/a', '/blog/tags'));
    expect(
      checkSitemap({locs, listedRoutes, pages, exemptions}, urls).map((miss) => miss.problem),
    ).toEqual([
      "/docs redirects to https://docs.example.com/docs/intro, which the sitemap doesn't list",
      'listed route /docs/intro is missing',
      'indexable page /docs/intro is missing',
    ]);
    const notARedirect = [...pages.filter((p) => p.route !== '/docs'), page('/docs')];
    expect(
      checkSitemap(
        {
          locs: parseSitemap(
            xml('/', '/docs/intro', '/docs/Getting Started/a', '/blog/tags', '/docs'),
          ),
          listedRoutes,
          pages: notARedirect,
          exemptions,
        },
        urls,
      ).map((miss) => miss.problem),
    ).toEqual(["/docs is exempt as a redirect but doesn't redirect"]);
  });
});

describe('checkRobots', () => {
  it('wants the sitemap on the site url and the site open to crawlers', () => {
    expect(
      checkRobots(
        'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n',
        urls,
      ),
    ).toEqual([]);
    expect(checkRobots(undefined, urls)).toEqual([{where: 'robots.txt', problem: 'missing'}]);
    expect(
      checkRobots(
        'User-agent: *\nDisallow: /\nSitemap: https://docs.example.com/help/sitemap.xml',
        urls,
      ).map((miss) => miss.problem),
    ).toEqual([
      "doesn't point at https://docs.example.com/sitemap.xml (found https://docs.example.com/help/sitemap.xml)",
      'disallows the whole site',
    ]);
  });

  it('follows the base url', () => {
    expect(
      checkRobots('Sitemap: https://example.org/help/sitemap.xml', {
        siteUrl: 'https://example.org',
        baseUrl: '/help/',
      }),
    ).toEqual([]);
  });
});
