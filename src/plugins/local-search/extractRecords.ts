import {load, type CheerioAPI} from 'cheerio';
import {isTag, isText, type AnyNode, type Element} from 'domhandler';
import {
  createRecord,
  hierarchyLevels,
  type Hierarchy,
  type RecordType,
  type SearchRecord,
} from '../../search/types';

/**
 * Extracts the search records of one built page the way the DocSearch crawler's Docusaurus v3
 * template does (README.md beside it, "The records file"):
 * - lvl0: the page's section, from the breadcrumbs (the top two categories), else the active navbar
 *   item, else 'Blog' on blog posts, else 'Documentation';
 * - lvl1: `header h1`, else `article h1`; lvl2–lvl6: `article h2`–`h6`, plus a table row's first cell
 *   as lvl5; content: `article p, article li, article td:last-child`;
 * - one record per heading and one per content element under it; `url` carries the `#id` of the
 *   nearest heading above.
 * Pages marked noindex, pages with no `<article>` or with several (lists of blog posts) give no
 * records, and so does text before the h1, breadcrumbs, the table of contents and the doc footer.
 */

export interface PageInput {
  html: string;
  /** Absolute URL of the page, without anchor. */
  url: string;
}

const headingSelector = 'h1, h2, h3, h4, h5, h6';
const contentTags = new Set(['p', 'li']);
/**
 * Elements whose text never goes into a record, by tag or class. Tested on every element of a page as
 * a set lookup: a CSS selector string (`$(node).is('nav, .hash-link, ...')`) is parsed and compiled
 * again on each call, which made extraction most of a large build's postBuild time.
 */
const skippedTags = new Set(['nav', 'script', 'style', 'button', 'svg']);
// The print header (address and date, on paper only) and the "Print this section" link aren't content.
const skippedClasses = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'printed-page-header',
  'print-section-link',
];

function isSkipped(element: Element): boolean {
  if (skippedTags.has(element.tagName)) return true;
  const classes = element.attribs.class?.split(/\s+/);
  return classes !== undefined && skippedClasses.some((name) => classes.includes(name));
}

/** Whether the element or one of its ancestors is skipped. */
function insideSkipped(element: Element): boolean {
  for (let node: AnyNode | null = element; node !== null && isTag(node); node = node.parent)
    if (isSkipped(node)) return true;
  return false;
}
/** Blocks nested in a list item: they give records of their own (or none), not the item's text. */
const blockTags = new Set(['ul', 'ol', 'table', 'pre', 'div', 'details', 'blockquote']);

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="docsearch:${name}"]`).attr('content')?.trim() || undefined;
}

/** Text of an element without the parts that never go into a record, whitespace collapsed. */
function cleanText(element: Element, skipBlocks: boolean): string {
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if (isText(node)) {
      parts.push(node.data);
      return;
    }
    if (!isTag(node)) return;
    if (isSkipped(node)) return;
    if (skipBlocks && node !== element && blockTags.has(node.tagName)) {
      parts.push(' ');
      return;
    }
    // Inline elements such as <br> and <img> separate words too.
    if (node.tagName === 'br') parts.push(' ');
    node.children.forEach(walk);
  };
  walk(element);
  return parts
    .join('')
    .replace(/[\s\u200b]+/g, ' ')
    .trim();
}

/** The page's `keywords` front matter, which Docusaurus writes as `<meta name="keywords">`. */
function pageKeywords($: CheerioAPI): string[] {
  return ($('meta[name="keywords"]').first().attr('content') ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

/**
 * The page's `description` front matter, which Docusaurus writes as `<meta name="description">`: the
 * page's purpose in a sentence, often in the words a reader searches with ('which students owe fees').
 */
function pageDescription($: CheerioAPI): string | undefined {
  return $('meta[name="description"]').first().attr('content')?.trim() || undefined;
}

function sectionName($: CheerioAPI): string {
  const categories = $(
    'nav.theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active)',
  )
    .map((_, item) => $(item).text().trim())
    .get()
    .filter((label) => label !== '');
  if (categories.length > 0) return categories.slice(0, 2).join(' › ');
  const navbarItem = $('.navbar__item.navbar__link--active').last().text().trim();
  if (navbarItem) return navbarItem;
  if ($('html').hasClass('plugin-blog')) return 'Blog';
  return 'Documentation';
}

/** Opening of the docs sidebar (ThemeClassNames.docs.docSidebarContainer in @docusaurus/theme-common). */
const docsSidebarStart = '<aside class="theme-doc-sidebar-container';

/**
 * The page without its docs sidebar, which gives no records (it is a `nav`) but is most of a docs
 * page's HTML once the guide is large (78% of it at 3,000 pages): not parsing it keeps the
 * extraction's time and memory in step with the pages' own text.
 */
export function withoutDocsSidebar(html: string): string {
  const start = html.indexOf(docsSidebarStart);
  if (start === -1) return html;
  // Asides nested in the sidebar close before it does.
  let depth = 0;
  const tags = /<aside[\s>]|<\/aside>/g;
  tags.lastIndex = start;
  for (let tag = tags.exec(html); tag !== null; tag = tags.exec(html)) {
    depth += tag[0] === '</aside>' ? -1 : 1;
    if (depth === 0) return html.slice(0, start) + html.slice(tags.lastIndex);
  }
  return html;
}

export function extractRecords({html, url}: PageInput): SearchRecord[] {
  const $ = load(withoutDocsSidebar(html));
  if (/noindex/i.test($('meta[name="robots"]').attr('content') ?? '')) return [];
  const articles = $('article');
  if (articles.length !== 1) return [];
  const article = articles.first();
  const title = $('header h1').first().text().trim() || article.find('h1').first().text().trim();
  if (!title) return [];

  const language = meta($, 'language') ?? ($('html').attr('lang') || 'en');
  const docusaurusTag = meta($, 'docusaurus_tag') ?? 'default';
  const version = meta($, 'version');
  const hierarchy: Hierarchy = {
    lvl0: sectionName($),
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records: SearchRecord[] = [];
  let anchor: string | null = null;
  const keywords = pageKeywords($);
  const description = pageDescription($);

  const facets = {language, docusaurus_tag: docusaurusTag, version: version ? [version] : []};
  const push = (type: RecordType, content: string | null) => {
    records.push(
      createRecord(type, hierarchy, content, {
        pageUrl: url,
        facets,
        anchor,
        position: records.length,
      }),
    );
  };
  const setLevel = (level: number, text: string, id: string | undefined) => {
    const key = hierarchyLevels[level];
    if (!key) return;
    hierarchy[key] = text;
    for (const deeper of hierarchyLevels.slice(level + 1)) hierarchy[deeper] = null;
    if (id !== undefined) anchor = id;
  };

  push('lvl1', null);
  if (keywords.length > 0 && records[0]) records[0].keywords = keywords;
  if (description !== undefined && records[0]) records[0].description = description;
  let seenTitle = false;
  article.find(`${headingSelector}, p, li, td`).each((_, element) => {
    if (insideSkipped(element)) return;
    const tag = element.tagName;
    if (/^h[1-6]$/.test(tag)) {
      const level = Number(tag[1]);
      if (level === 1) {
        seenTitle = true;
        return;
      }
      if (!seenTitle) return;
      const text = cleanText(element, false);
      if (!text) return;
      setLevel(level, text, $(element).attr('id'));
      push(`lvl${level}` as RecordType, null);
      return;
    }
    if (!seenTitle) return;
    if (tag === 'td') {
      const cell = $(element);
      const cells = cell.parent().children('td');
      if (cells.length < 2) return;
      if (cell.is(cells.first())) {
        const label = cleanText(element, false);
        if (label) {
          hierarchy.lvl5 = label;
          hierarchy.lvl6 = null;
          push('lvl5', null);
        }
      } else if (cell.is(cells.last())) {
        const text = cleanText(element, false);
        if (text) push('content', text);
        hierarchy.lvl5 = null;
      }
      return;
    }
    if (!contentTags.has(tag)) return;
    // A paragraph inside a list item is the list item's text: keep one record for it.
    if (tag === 'p' && $(element).parent().is('li')) return;
    const text = cleanText(element, true);
    // A list item that is only a link (the 'Related pages' lists) repeats another page's title.
    if (tag === 'li' && text === $(element).children('a').first().text().trim()) return;
    if (text) push('content', text);
  });
  return records;
}
