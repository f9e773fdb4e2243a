/**
 * What the build would refuse, checked on the Markdown in a second, so a writer's page check sees it
 * before CI does (`npm run check:page`, through `npm run lint:content`):
 * - every page has its route in writing/routes.txt, and every listed docs route has its page;
 * - every relative link to a page resolves to a page, and its anchor to a heading of that page.
 * Findings name the file and line, like the content rules.
 */
import {headingsByAnchor, resolveLink} from './linkNameRules';
import type {Finding, PageSource} from './pageSource';
import {routeInsertionIndex, routeOnLine} from './routeCoverage';

const routesFile = 'writing/routes.txt';

/** A page's route: its path under docs/ without the extension (writing/routes.txt). */
export function routeOf(pagePath: string): string {
  return `/docs/${pagePath.replace(/\.mdx?$/, '')}`;
}

/**
 * Pages missing from the route list, at the line of writing/routes.txt where their route goes, and
 * listed docs routes without a page, at their line. Both are about the page, so a check of that page
 * (or its folder) reports them.
 */
export function routeFindings(pages: readonly PageSource[], routesText: string): Finding[] {
  const lines = routesText.split('\n');
  const listed = new Set(lines.flatMap((line) => routeOnLine(line) ?? []));
  const routes = new Set(pages.map((page) => routeOf(page.path)));
  const unlisted = pages
    .filter((page) => !listed.has(routeOf(page.path)))
    .map((page): Finding => {
      const route = routeOf(page.path);
      return {
        path: page.path,
        file: routesFile,
        line: routeInsertionIndex(lines, route) + 2,
        message: `${route} is missing: add it on this line (only listed routes are built; docs/${page.path} has none)`,
      };
    });
  const pageless = lines.flatMap((line, index): Finding[] => {
    const route = routeOnLine(line);
    if (route === undefined || !route.startsWith('/docs/') || routes.has(route)) return [];
    return [
      {
        path: `${route.slice('/docs/'.length)}.md`,
        file: routesFile,
        line: index + 1,
        message: `${route} has no page docs/${route.slice('/docs/'.length)}.md: write it, or remove the route`,
      },
    ];
  });
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
          findings.push({
            ...at,
            message: `link to ${file}: no page docs/${targetPath}; check the path from this page's folder`,
          });
          continue;
        }
        const anchor = hash?.slice(1);
        if (anchor !== undefined && anchor !== '' && !anchorsOf(target).has(anchor)) {
          findings.push({
            ...at,
            message: `link to ${file}${hash ?? ''}: docs/${targetPath} has no heading with the anchor "${anchor}"`,
          });
        }
      }
    });
    return findings;
  });
}
