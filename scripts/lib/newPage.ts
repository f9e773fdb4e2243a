/**
 * What `npm run new:page -- <path> --kind <kind>` writes and prints (scripts/new-page.ts): the page
 * from the handbook's skeleton of its kind (writing/handbook.md, "Page templates"), its route in
 * writing/routes.txt in its place, the sidebar group and position to give it, the page that must link
 * it (for a how-to guide, the About pages and workflows that lead to its topic), where its facts go,
 * and the guide's pages and sections on the same topic, so a duplicate is seen before it is written.
 * Pure: the CLI reads and writes the files.
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
  const sections = [...pageKinds[kind], ...closingSections].map(
    (heading) => `## ${heading}\n\n<${sectionHint(heading)}>`,
  );
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

export interface GuidePage {
  /** Path under docs/. */
  readonly path: string;
  readonly title: string;
  readonly keywords: readonly string[];
  /** The text of its `##` to `######` headings. */
  readonly headings: readonly string[];
  /** The pages it links to with relative links, as paths under docs/. */
  readonly links: readonly string[];
  readonly group?: string;
  readonly position?: number;
}

/** Pages a reader starts a job from: About pages and workflows. A how-to guide is linked from one. */
function isEntryPage(pagePath: string): boolean {
  return /(^|\/)about\.mdx?$/.test(pagePath) || pagePath.startsWith('Workflows/');
}

/**
 * The About pages and workflows that lead to the pages on a new how-to guide's topic, most often
 * first: a module page leads from its module's About page, a workflow from itself, a how-to guide
 * from the entry pages that link it. Where the new guide's link most likely belongs.
 */
export function likelyLinkingPages(
  guide: readonly GuidePage[],
  onTopic: readonly GuidePage[],
  limit = 3,
): string[] {
  const counts = new Map<string, number>();
  for (const page of onTopic) {
    const section = sectionOfPage(page.path);
    const entries = isEntryPage(page.path)
      ? [page.path]
      : section?.startsWith('Modules/')
        ? [`${section}/about.md`]
        : guide
            .filter((other) => isEntryPage(other.path) && other.links.includes(page.path))
            .map((other) => other.path);
    for (const entry of new Set(entries)) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, limit)
    .map(([entry]) => entry);
}

/**
 * What the writer does about a new page's links and facts, one sentence a line: the page that must
 * link it (a module page: its About page; a how-to guide: an About page or workflow, with the likely
 * ones among `onTopic`), and for a how-to guide where its facts go.
 */
export function linkAdvice(
  pagePath: string,
  guide: readonly GuidePage[],
  onTopic: readonly GuidePage[],
): string[] {
  const section = sectionOfPage(pagePath);
  if (section?.startsWith('Modules/'))
    return [
      `Link it from docs/${section}/about.md, under "What you can do" (the content check fails until it does).`,
    ];
  if (section !== 'New')
    return [
      "Link it from its section's landing page; the sidebar places it by its sidebar_position.",
    ];
  const likely = likelyLinkingPages(guide, onTopic);
  return [
    'Link it from the About page of the module it is about (under "What you can do"), or from the workflow it is a step of: the content check fails until a page outside docs/New/ links it.',
    likely.length === 0
      ? 'No About page or workflow leads to the pages on its topic: choose the module it is about.'
      : `The pages on its topic are reached from: ${likely.map((entry) => `docs/${entry}`).join(', ')}.`,
    'It needs no row in writing/product/how-to-topics.md (product reference, which changes only with the product): record the facts it decides in writing/product-facts.md, under "Getting Started and how-to guides" or the module\'s heading.',
  ];
}

/** The next free position in a group of a section: after the last page there. */
export function nextPosition(
  pages: readonly GuidePage[],
  section: string,
  group: string | undefined,
): number {
  const positions = pages
    .filter((page) => sectionOfPage(page.path) === section && page.group === group)
    .map((page) => page.position ?? 0);
  return Math.max(0, ...positions) + 1;
}

const stopWords = new Set([
  'a',
  'an',
  'and',
  'or',
  'the',
  'to',
  'of',
  'for',
  'in',
  'on',
  'with',
  'from',
  'by',
  'your',
  'new',
  'add',
  'md',
]);

/** The words of a text that say what it is about, plurals made singular so that "fees" finds "fee". */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !stopWords.has(word))
    .map((word) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word));
}

export interface SimilarPage {
  readonly page: GuidePage;
  /** The topic's words the page's title, keywords or headings use. */
  readonly shared: readonly string[];
  /** A heading of the page that uses most of the topic's words: a section that may do the job already. */
  readonly section?: string;
}

/**
 * The pages whose title, keywords or headings share the most words with the new page's topic (its
 * file name, and any --topic words), best first: where the job may already be written, as a page or
 * as a section of one.
 */
export function similarPages(pages: readonly GuidePage[], topic: string, limit = 5): SimilarPage[] {
  const wanted = new Set(words(topic));
  const sharedBy = (text: string) => [...new Set(words(text))].filter((word) => wanted.has(word));
  return pages
    .map((page): SimilarPage => {
      const shared = [
        ...new Set([page.title, ...page.keywords, ...page.headings].flatMap(sharedBy)),
      ];
      // The heading with most of the topic's words; of two, the one with fewer other words.
      const best = page.headings
        .map((heading) => ({
          heading,
          count: sharedBy(heading).length,
          share: sharedBy(heading).length / Math.max(1, words(heading).length),
        }))
        .sort((a, b) => b.count - a.count || b.share - a.share)[0];
      return best !== undefined && best.count >= Math.min(2, wanted.size)
        ? {page, shared, section: best.heading}
        : {page, shared};
    })
    .filter(({shared}) => shared.length > 0)
    .sort((a, b) => b.shared.length - a.shared.length || a.page.path.localeCompare(b.page.path))
    .slice(0, limit);
}
