/**
 * Checks every guide page against the machine-checkable rules of the writer's handbook
 * (writing/handbook.md; the rules are in scripts/lib/contentRules.ts). Usage:
 * `npm run lint:content [-- docs/Modules/Library docs/New/stop-fee.md]`: folders or files, all pages
 * when none is given. Each finding prints as `<file>:<line>: <what to change>`: the page's file, or the
 * file to change for it (writing/routes.txt, src/sidebar/groups.ts).
 * Besides the style rules, it checks what the build would refuse, so a writer sees it in seconds:
 * routes in writing/routes.txt and links and anchors that resolve (scripts/lib/linkRules.ts).
 * Partials (files and folders starting with `_`) are included by other pages and skipped here.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {checkPage, checkSite} from './lib/contentRules';
import {formatFinding, type PageSource} from './lib/pageSource';
import {docsPageFiles} from './lib/docsPages';
import {brokenLinkFindings, routeFindings} from './lib/linkRules';
import {routesFile} from './lib/routeCoverage';
import {checkSidebar, groupsFile, type CategorySource} from './lib/sidebarRules';

const docsRoot = path.resolve('docs');

function categoryFiles(dir: string): CategorySource[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name.startsWith('_') || !statSync(full).isDirectory()) return [];
    const file = path.join(full, '_category_.json');
    const own = existsSync(file)
      ? [
          {
            dir: path.relative(docsRoot, full),
            label: (JSON.parse(readFileSync(file, 'utf8')) as {label?: unknown}).label,
          },
        ]
      : [];
    return [...own, ...categoryFiles(full)];
  });
}

function load(file: string): PageSource {
  const source = readFileSync(file, 'utf8');
  const {data, content} = matter(source);
  const header = source.slice(0, source.length - content.length).split('\n');
  const frontMatterLines: Record<string, number> = {};
  header.forEach((line, index) => {
    const field = /^([\w-]+)\s*:/.exec(line)?.[1];
    if (field !== undefined) frontMatterLines[field] ??= index + 1;
  });
  return {
    path: path.relative(docsRoot, file),
    frontMatter: data,
    body: content,
    firstBodyLine: header.length,
    frontMatterLines,
  };
}

const pages = docsPageFiles(docsRoot).map(load);
const scope = process.argv.slice(2).map((arg) => path.relative(docsRoot, path.resolve(arg)));
const inScope = (file: string) => scope.length === 0 || scope.some((s) => file.startsWith(s));
const scoped = pages.filter((page) => inScope(page.path));
const unknown = scope.filter((s) => !pages.some((page) => page.path.startsWith(s)));
for (const s of unknown)
  console.error(
    `No guide page at docs/${s}: give a page or folder under docs/ (partials starting with _ are skipped).`,
  );
if (unknown.length > 0) process.exit(2);

// Uniqueness and the sidebar's groups are checked against the whole site, but reported only for the pages in scope.
const findings = [
  ...scoped.flatMap(checkPage),
  ...[
    ...checkSite(pages),
    ...checkSidebar(pages, categoryFiles(docsRoot), readFileSync(groupsFile, 'utf8')),
    ...routeFindings(pages, readFileSync(routesFile, 'utf8')),
    ...brokenLinkFindings(pages),
  ].filter((f) => inScope(f.path)),
].sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line);
for (const finding of findings) console.log(formatFinding(finding));
console.log(`${String(scoped.length)} pages checked, ${String(findings.length)} problems.`);
process.exitCode = findings.length > 0 ? 1 : 0;
