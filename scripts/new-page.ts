/**
 * Starts a new guide page: `npm run new:page -- docs/New/pay-a-vendor.md --kind how-to --group organization`.
 * Writes the page from the handbook's skeleton of its kind, adds its route to writing/routes.txt, and
 * prints what else the page needs: the guide's pages and sections on the same topic (read them first:
 * the job may be written already), the page that must link it, and where its facts go.
 * scripts/lib/newPage.ts holds the rules.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {sectionGroups} from '../src/sidebar/groups';
import {docsPageFiles} from './lib/docsPages';
import {routeOf} from './lib/linkRules';
import {headingsByAnchor, linkedPages} from './lib/linkNameRules';
import {
  addRoute,
  isPageKind,
  linkAdvice,
  nextPosition,
  pageKinds,
  pageSkeleton,
  sectionOfPage,
  similarPages,
  type GuidePage,
} from './lib/newPage';
import {routesFile} from './lib/routeCoverage';

const docsRoot = path.resolve('docs');

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function readGuide(): GuidePage[] {
  return docsPageFiles(docsRoot).map((file) => {
    const {data, content} = matter(readFileSync(file, 'utf8'));
    const keywords: unknown[] = Array.isArray(data.keywords) ? (data.keywords as unknown[]) : [];
    const pagePath = path.relative(docsRoot, file).split(path.sep).join('/');
    return {
      path: pagePath,
      title: typeof data.title === 'string' ? data.title : '',
      keywords: keywords.map(String),
      headings: [...headingsByAnchor(content).values()],
      links: [...linkedPages({path: pagePath, frontMatter: data, body: content})],
      group: typeof data.sidebar_group === 'string' ? data.sidebar_group : undefined,
      position: typeof data.sidebar_position === 'number' ? data.sidebar_position : undefined,
    };
  });
}

const given = process.argv[2];
const kind = option('kind') ?? '';
const kinds = Object.keys(pageKinds).join(', ');
if (given === undefined || given.startsWith('--'))
  fail(
    `Name the page: npm run new:page -- docs/New/pay-a-vendor.md --kind how-to [--group organization] (kinds: ${kinds}).`,
  );
const file = path.resolve(given);
const pagePath = path.relative(docsRoot, file).split(path.sep).join('/');
if (pagePath.startsWith('..') || !pagePath.endsWith('.md'))
  fail(`${given}: a new page is a .md file under docs/.`);
if (existsSync(file)) fail(`${given} exists already: edit it instead.`);
if (!isPageKind(kind)) fail(`--kind: one of ${kinds}.`);

const section = sectionOfPage(pagePath);
const groups = section === undefined ? undefined : sectionGroups[section];
const group = option('group');
if (groups !== undefined && (group === undefined || !Object.hasOwn(groups, group))) {
  const choices = Object.entries(groups)
    .map(([key, label]) => `  --group ${key}   (${label})`)
    .join('\n');
  fail(
    `${given}: choose its sidebar group, the job it serves (src/sidebar/groups.ts):\n${choices}`,
  );
}

const guide = readGuide();
const position = nextPosition(guide, section ?? '', group);
mkdirSync(path.dirname(file), {recursive: true});
writeFileSync(file, pageSkeleton(kind, groups === undefined ? undefined : group, position));
const route = routeOf(pagePath);
writeFileSync(routesFile, addRoute(readFileSync(routesFile, 'utf8'), route));

const topic = [path.basename(pagePath, '.md'), option('topic') ?? ''].join(' ');
const similar = similarPages(guide, topic);
console.log(
  `Wrote docs/${pagePath} (${kind}), sidebar_position ${String(position)}${group === undefined ? '' : ` in the group "${group}"`}: the last of its group; change it to order the group by how often readers need it.`,
);
console.log(`Added ${route} to writing/routes.txt.`);
console.log(
  similar.length === 0
    ? 'No page of the guide shares its words.'
    : `Pages on the same topic: read them first, the job may be written already (--topic "words" searches more words):\n${similar
        .map(
          ({page, shared, section}) =>
            `  docs/${page.path}  "${page.title}"${section === undefined ? '' : `, section "${section}"`} (${shared.join(', ')})`,
        )
        .join('\n')}`,
);
for (const line of linkAdvice(
  pagePath,
  guide,
  similar.map(({page}) => page),
))
  console.log(line);
console.log(`Fill it in (writing/handbook.md), then: npm run check:page -- docs/${pagePath}`);
