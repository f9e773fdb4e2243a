/**
 * Links between guide pages, as the content checks read them: where a relative link leads, and the
 * rule that a link naming a page uses the page's title, sidebar label or heading.
 *
 * Upstream dependency: heading anchors come from `createSlugger` of `@docusaurus/utils`, the slugger
 * Docusaurus uses for heading ids; __tests__/contentRules.test.ts checks the anchors it gives.
 */
import {createSlugger} from '@docusaurus/utils';
import {withoutCode, type Finding, type PageSource} from './pageSource';

/** Resolves a relative Markdown link of a page to a path relative to docs/. */
export function resolveLink(page: PageSource, target: string): string {
  const parts = page.path.split('/').slice(0, -1);
  for (const part of decodeURI(target).split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The relative links to other pages in some Markdown: link text and target page. */
function pageLinks(page: PageSource, markdown: string): {text: string; target: string}[] {
  return [...markdown.matchAll(/\[([^\]]+)\]\(([^)#\s]+\.mdx?)(#[^)]*)?\)/g)]
    .filter(([, , target = '']) => !/^[a-z]+:/i.test(target) && !target.startsWith('/'))
    .map(([, text = '', target = '']) => ({text, target: resolveLink(page, target)}));
}

/** Pages (paths relative to docs/) that a page links to with relative Markdown links. */
export function linkedPages(page: PageSource): Set<string> {
  return new Set(pageLinks(page, page.body).map((link) => link.target));
}

/** What a link may read for each page: its title, its sidebar label, and its headings by anchor. */
interface LinkNames {
  readonly title?: string;
  readonly label?: string;
  readonly headings: ReadonlyMap<string, string>;
}

/** Compares names the way a reader does: case, Markdown emphasis and spacing don't matter. */
function sameName(a: string, b: string): boolean {
  const plain = (text: string) =>
    text.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
  return plain(a) === plain(b);
}

/**
 * The headings of a page by anchor. The anchors come from Docusaurus's own slugger, the one that
 * writes the heading ids, so a repeated heading gets `-1`, `-2` as on the built page.
 */
export function headingsByAnchor(body: string): Map<string, string> {
  const slugger = createSlugger();
  const headings = new Map<string, string>();
  for (const [, text = ''] of withoutCode(body).matchAll(/^#{2,6}\s+(.*?)\s*$/gm)) {
    const plain = text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '');
    headings.set(slugger.slug(plain), plain);
  }
  return headings;
}

function linkNames(page: PageSource): LinkNames {
  const {title, sidebar_label: label} = page.frontMatter;
  return {
    title: typeof title === 'string' ? title : undefined,
    label: typeof label === 'string' ? label : undefined,
    headings: headingsByAnchor(page.body),
  };
}

/** A "see" followed by one link, or by a series of links joined with commas, "and" or "or". */
const seeLinks =
  /\bsee\s+((?:\[[^\]]+\]\([^)\s]+\)(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)?)+)/gi;
const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** A list item that starts with a link: the link names the page the item is about. */
const leadingLink = /^\s*(?:[-*]|\d+\.)\s+(\[[^\]]+\]\([^)\s]+\))/;

/**
 * The links a reader follows to a named page: every link under Related pages and Next steps, a link
 * that starts a list item, and "see [page]" links.
 */
function namedLinks(body: string): {line: number; text: string; target: string}[] {
  const links: {line: number; text: string; target: string}[] = [];
  let inLinkSection = false;
  let inCode = false;
  body.split('\n').forEach((line, index) => {
    if (line.startsWith('```')) inCode = !inCode;
    if (inCode) return;
    if (/^#{1,2}\s/.test(line)) inLinkSection = /^##\s+(Related pages|Next steps)\s*$/.test(line);
    const leading = leadingLink.exec(line)?.[1];
    const spans = inLinkSection
      ? [line]
      : [
          ...[...line.matchAll(seeLinks)].map(([, span = '']) => span),
          ...(leading === undefined ? [] : [leading]),
        ];
    for (const span of spans) {
      for (const [, text = '', target = ''] of span.matchAll(linkPattern))
        links.push({line: index, text, target});
    }
  });
  return links;
}

/**
 * The handbook: a link says where it goes. A Related pages or Next steps link, a link that starts a list
 * item, or a "see [page]" link in the text, reads as its target's title or sidebar label (a link to a heading may read as the heading). Links that
 * leave the guide, and links to pages that don't exist (the build reports those), aren't checked.
 */
export function linkTextFindings(pages: readonly PageSource[]): Finding[] {
  const names = new Map(pages.map((page) => [page.path, linkNames(page)]));
  return pages.flatMap((page) =>
    namedLinks(page.body).flatMap(({line, text, target}) => {
      if (/^[a-z]+:/i.test(target) || target.startsWith('/')) return [];
      const [file = '', anchor] = target.split('#');
      const targetPath = file === '' ? page.path : resolveLink(page, file);
      const name = names.get(targetPath);
      if (!name) return [];
      const heading = anchor === undefined ? undefined : name.headings.get(anchor);
      const at = {path: page.path, line: line + (page.firstBodyLine ?? 1)};
      if (file === '') {
        // A link within the page reads as the heading it goes to; a missing anchor fails the build.
        if (heading === undefined || sameName(text, heading)) return [];
        return [
          {...at, message: `link "${text}" should read "${heading}", the heading it links to`},
        ];
      }
      if (
        [name.title, name.label, heading].some(
          (accepted) => accepted !== undefined && sameName(text, accepted),
        )
      )
        return [];
      const orHeading = heading === undefined ? '' : ` (or its heading "${heading}")`;
      return [
        {
          ...at,
          message: `link "${text}" should read "${name.title ?? targetPath}", the title of ${targetPath}${orHeading}`,
        },
      ];
    }),
  );
}
