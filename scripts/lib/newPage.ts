/**
 * What `npm run new:page -- <path> --kind <kind>` writes and prints (scripts/new-page.ts): the page
 * from the handbook's skeleton of its kind (writing/handbook.md, "Page templates"), its route in
 * writing/routes.txt in its place, the sidebar group and position to give it, the page that must link
 * it, and the guide's pages on the same topic, so a duplicate is seen before it is written. Pure: the
 * CLI reads and writes the files.
 */
import {endOfTaskSections} from './contentRules';
import {routeOf} from './linkRules';
import {routeInsertionIndex, sectionOf} from './routeCoverage';

/** The page kinds a writer adds, each with the skeleton of the handbook's "Page templates". */
export const pageKinds = {
  'how-to': ['Before you begin', '<Verb + object>'],
  task: ['Before you begin', 'Add a <record>', 'Fields'],
  settings: ['Before you begin', 'Change <Module> settings', '<Settings tab>'],
  report: ['Before you begin', 'Run the report', 'Filters', 'Columns'],
  list: ['Open the list', 'Columns', 'Filters', 'Bulk actions', 'Export the list'],
} as const satisfies Record<string, readonly string[]>;

export type PageKind = keyof typeof pageKinds;

export function isPageKind(kind: string): kind is PageKind {
  return Object.hasOwn(pageKinds, kind);
}

/** Every kind has a procedure, so every kind ends as the content rules want. */
const closingSections = endOfTaskSections;

/** The page's Markdown: front matter to fill in, then the kind's sections in order. */
export function pageSkeleton(kind: PageKind, group: string | undefined, position: number): string {
  const frontMatter = [
    '---',
    'title: <Sentence-case title, under 60 characters, unique on the site>',
    'description: <One sentence of 50 to 160 characters that starts with a verb and ends with a period.>',
    'sidebar_label: <1 to 4 words: the task or the record>',
    `sidebar_position: ${String(position)}`,
    ...(group === undefined ? [] : [`sidebar_group: ${group}`]),
    'keywords: [<3 to 8 lowercase terms, with the words readers search for>]',
    '---',
  ];
  const sections = [...pageKinds[kind], ...closingSections].map((heading) => `## ${heading}\n\n<${sectionHint(heading)}>`);
  return `${frontMatter.join('\n')}\n\n<One or two sentences: what this is and when the reader does it.>\n\n${sections.join('\n\n')}\n`;
}

function sectionHint(heading: string): string {
  switch (heading) {
    case 'Before you begin':
      return 'The permission, settings and records needed first, as bullets';
    case 'Troubleshooting':
      return 'One ### per symptom as the reader sees it, then the cause and the fix with its menu path';
    case 'Next steps':
      return 'One to three bullets: the job that usually follows, then a link with the target page title';
    case 'Related pages':
      return 'Two to five links, each reading as its target page title';
    default:
      return 'See the handbook, "Page templates"';
  }
}

/** The routes file with `route` added in its place (routeInsertionIndex), once. */
export function addRoute(routesText: string, route: string): string {
  const lines = routesText.replace(/\n$/, '').split('\n');
  if (lines.includes(route)) return routesText;
  lines.splice(routeInsertionIndex(lines, route) + 1, 0, route);
  return `${lines.join('\n')}\n`;
}

/** The section of a page path under docs/ (`Modules/<Module>`, or its top folder), as src/sidebar/groups.ts keys them. */
export function sectionOfPage(pagePath: string): string | undefined {
  return sectionOf(routeOf(pagePath));
}

/** The page that must link a new page: its module's About page; how-to guides are listed by their group. */
export function linkingPage(pagePath: string): string {
  const section = sectionOfPage(pagePath);
  if (section?.startsWith('Modules/')) return `docs/${section}/about.md, under "What you can do" (the content check fails until it does)`;
  if (section === 'New') return 'the About page of the module the how-to is about, under "What you can do" or Related pages; the sidebar lists it in its group';
  return "its section's landing page, and the sidebar by its sidebar_position";
}

export interface GuidePage {
  /** Path under docs/. */
  readonly path: string;
  readonly title: string;
  readonly keywords: readonly string[];
  readonly group?: string;
  readonly position?: number;
}

/** The next free position in a group of a section: after the last page there. */
export function nextPosition(pages: readonly GuidePage[], section: string, group: string | undefined): number {
  const positions = pages.filter((page) => sectionOfPage(page.path) === section && page.group === group).map((page) => page.position ?? 0);
  return Math.max(0, ...positions) + 1;
}

const stopWords = new Set(['a', 'an', 'and', 'or', 'the', 'to', 'of', 'for', 'in', 'on', 'with', 'from', 'by', 'your', 'new', 'add', 'md']);

function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length > 2 && !stopWords.has(word));
}

/**
 * The pages whose title or keywords share the most words with the new page's file name and title
 * words, best first: where the job may already be written.
 */
export function similarPages(pages: readonly GuidePage[], topic: string, limit = 5): {page: GuidePage; shared: string[]}[] {
  const wanted = new Set(words(topic));
  return pages
    .map((page) => ({page, shared: [...new Set([...words(page.title), ...page.keywords.flatMap(words)])].filter((word) => wanted.has(word))}))
    .filter(({shared}) => shared.length > 0)
    .sort((a, b) => b.shared.length - a.shared.length || a.page.path.localeCompare(b.page.path))
    .slice(0, limit);
}
