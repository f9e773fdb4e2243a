/**
 * Checks the built site's discoverability (scripts/lib/seoChecks.ts): every index.html and the
 * 404.html has a unique title and description, a canonical URL on the configured site url, link-preview
 * tags with the social card, lang="en" dir="ltr", breadcrumb structured data on docs pages, sized and
 * lazy images and no fonts from other hosts; sitemap.xml lists every route of writing/routes.txt
 * and every other indexable page; robots.txt points at the sitemap. Exemptions are
 * listed, with reasons, in scripts/lib/seoExemptions.ts. The site url and base url are the build's
 * own, read from its home page's canonical URL, so the check needs no environment:
 * `npm run check:seo` after `npm run build` (or `npm run check:seo -- build-hosted`).
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {builtRoutes, readListedRoutes} from './lib/routeCoverage';
import {
  checkPages,
  checkRobots,
  checkSitemap,
  checkStylesheet,
  isNoIndex,
  parseSitemap,
  readPageMeta,
  type Miss,
  type PageMeta,
} from './lib/seoChecks';
import {seoExemptions} from './lib/seoExemptions';

const buildDir = path.resolve(process.argv[2] ?? 'build');

/** Every page's index.html (by its route) and the 404.html. */
function builtHtmlFiles(dir: string): {route: string; file: string}[] {
  return [
    ...builtRoutes(dir).map((route) => ({route, file: path.join(dir, route, 'index.html')})),
    {route: '/404.html', file: path.join(dir, '404.html')},
  ];
}

/**
 * The site url and base url the build was made for: its home page's canonical URL, which Docusaurus
 * writes from the configuration's url and baseUrl. Every other page is then checked against it.
 */
function builtSiteUrls(dir: string): {siteUrl: string; baseUrl: string} {
  const home = path.join(dir, 'index.html');
  const canonicals = existsSync(home)
    ? readPageMeta(readFileSync(home, 'utf8'), '/').canonicals
    : [];
  if (canonicals.length !== 1 || canonicals[0] === undefined)
    throw new Error(
      `${home}: expected one canonical URL to read the site url from, found ${String(canonicals.length)}`,
    );
  const url = new URL(canonicals[0]);
  return {siteUrl: url.origin, baseUrl: url.pathname};
}

function readIfExists(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

function main(): void {
  if (!existsSync(buildDir)) throw new Error(`${buildDir} is missing: run \`npm run build\` first`);
  const urls = builtSiteUrls(buildDir);
  const pages: PageMeta[] = builtHtmlFiles(buildDir).map(({route, file}) =>
    readPageMeta(readFileSync(file, 'utf8'), route, urls),
  );
  const cssDir = path.join(buildDir, 'assets', 'css');
  const stylesheets = existsSync(cssDir)
    ? readdirSync(cssDir).filter((name) => name.endsWith('.css'))
    : [];
  const sitemap = readIfExists(path.join(buildDir, 'sitemap.xml'));
  const locs = sitemap === undefined ? [] : parseSitemap(sitemap);
  const listedRoutes = readListedRoutes();

  const misses: Miss[] = [
    ...checkPages(pages, urls),
    ...stylesheets.flatMap((name) =>
      checkStylesheet(readFileSync(path.join(cssDir, name), 'utf8')).map((problem) => ({
        where: `assets/css/${name}`,
        problem,
      })),
    ),
    ...(sitemap === undefined
      ? [{where: 'sitemap.xml', problem: 'missing'}]
      : checkSitemap({locs, listedRoutes, pages, exemptions: seoExemptions}, urls)),
    ...checkRobots(readIfExists(path.join(buildDir, 'robots.txt')), urls),
  ];

  const redirects = pages.filter((page) => page.redirectTo !== undefined).length;
  const noIndex = pages.filter(isNoIndex).map((page) => page.route);
  const docsPages = pages.filter(
    (page) => page.route.startsWith('/docs/') && page.redirectTo === undefined,
  ).length;
  console.log(
    `SEO check of ${path.relative(process.cwd(), buildDir) || '.'} for ${urls.siteUrl}${urls.baseUrl}`,
  );
  console.log(
    `  pages: ${String(pages.length - redirects)} (${String(docsPages)} docs pages with breadcrumbs), ${String(redirects)} redirect stubs`,
  );
  console.log(`  noindex: ${noIndex.join(', ') || 'none'}`);
  console.log(
    `  sitemap.xml: ${String(locs.length)} URLs; routes.txt: ${String(listedRoutes.length)} routes, ${String(seoExemptions.length)} exempt (scripts/lib/seoExemptions.ts)`,
  );
  console.log(`  stylesheets: ${String(stylesheets.length)} checked for web fonts`);
  if (misses.length === 0) {
    console.log('No misses.');
    return;
  }
  console.log(`${String(misses.length)} misses:`);
  for (const miss of misses) console.log(`  ${miss.where}: ${miss.problem}`);
  process.exitCode = 1;
}

try {
  main();
} catch (error: unknown) {
  console.error(error);
  process.exitCode = 1;
}
