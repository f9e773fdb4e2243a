/**
 * What the build would refuse, checked on the Markdown in a second, so a writer's page check sees it
 * before CI does (`npm run check:page`, through `npm run lint:content`):
 * - every page has its route in writing/routes.txt, and every listed docs route has its page;
 * - every relative link to a page resolves to a page, and its anchor to a heading of that page.
 * Findings name the file and line, like the content rules.
 */
import {headingsByAnchor, resolveLink, type Finding, type PageSource} from './contentRules';

/** A page's route: its path under docs/ without the extension (writing/routes.txt). */
export function routeOf(pagePath: string): string {
  return `/docs/${pagePath.replace(/\.mdx?$/, '')}`;
}

/** Pages missing from the route list, and listed docs routes without a page (reported at the page they would be). */
export function routeFindings(pages: readonly PageSource[], listedRoutes: readonly string[]): Finding[] {
  const listed = new Set(listedRoutes);
  const routes = new Set(pages.map((page) => routeOf(page.path)));
  const unlisted = pages
    .filter((page) => !listed.has(routeOf(page.path)))
    .map((page) => ({path: page.path, message: `${routeOf(page.path)} is not in writing/routes.txt: add the route, in its place`}));
  const pageless = listedRoutes
    .filter((route) => route.startsWith('/docs/') && !routes.has(route))
    .map((route) => ({path: `${route.slice('/docs/'.length)}.md`, message: `writing/routes.txt lists ${route}, but there is no page: write it, or remove the route`}));
  return [...unlisted, ...pageless];
}

const relativeLink = /\]\(([^)\s]*?)(#[^)\s]*)?\)/g;

/** Relative links to pages (`x.md`, `x.md#anchor`, `#anchor`) that don't resolve, with their lines. */
export function brokenLinkFindings(pages: readonly PageSource[]): Finding[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const anchors = new Map<string, Map<string, string>>();
  const anchorsOf = (page: PageSource) => {
    let found = anchors.get(page.path);
    if (found === undefined) anchors.set(page.path, (found = headingsByAnchor(page.body)));
    return found;
  };
  return pages.flatMap((page) => {
    const findings: Finding[] = [];
    let inCode = false;
    page.body.split('\n').forEach((line, index) => {
      if (line.startsWith('```')) inCode = !inCode;
      if (inCode) return;
      for (const [, file = '', hash] of line.replace(/`[^`]*`/g, '').matchAll(relativeLink)) {
        if (file !== '' && !/\.mdx?$/.test(file)) continue;
        if (/^[a-z]+:/i.test(file) || file.startsWith('/')) continue;
        const at = {path: page.path, line: index + (page.firstBodyLine ?? 1)};
        const targetPath = file === '' ? page.path : resolveLink(page, file);
        const target = byPath.get(targetPath);
        if (target === undefined) {
          findings.push({...at, message: `link to ${file}: no page docs/${targetPath}; check the path from this page's folder`});
          continue;
        }
        const anchor = hash?.slice(1);
        if (anchor !== undefined && anchor !== '' && !anchorsOf(target).has(anchor)) {
          findings.push({...at, message: `link to ${file}${hash ?? ''}: docs/${targetPath} has no heading with the anchor "${anchor}"`});
        }
      }
    });
    return findings;
  });
}
