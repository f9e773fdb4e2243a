/**
 * One printable document from the built pages of a section (sections.ts): a contents list, then each
 * page's article (its title, the printed page header of src/components/PrintedPageHeader, its
 * content), every page starting on a new sheet (src/css/custom.css, "Paper and Save as PDF").
 * - The document has one h1, so each page's headings move one level down (h1 → h2 … h5 → h6).
 * - Ids are prefixed with the page's anchor (`modules-student-fee-submit-fee--fields`), so they stay
 *   unique, and the links between the section's pages point inside the document; links elsewhere
 *   keep their address on the site.
 * - The page's actions and heading links (`#` beside each heading) are left out: not content.
 * - The head is the document's own (title, description, canonical URL, `noindex`) plus the site's
 *   stylesheet, icon and link-preview image, copied from the start page: no script, so it works
 *   without JavaScript and costs the other pages nothing.
 */
import {load} from 'cheerio';
import type {Element} from 'domhandler';

export interface SourcePage {
  /** Docs id: `Modules/Student/Fee/submit-fee`. */
  readonly id: string;
  /** The page's path as the site serves it, base url included: `/docs/Modules/Student/Fee/submit-fee`. */
  readonly permalink: string;
  /** The built page. */
  readonly html: string;
}

export interface DocumentInput {
  readonly kind: 'workflow' | 'module';
  /** Absolute URL the document is served at (its canonical URL). */
  readonly url: string;
  /** Added to the document's title, as the site adds it to every page's: ` | Docs`. */
  readonly titleSuffix: string;
  /** The section's pages in print order; the first is the one that links to the document. */
  readonly pages: readonly SourcePage[];
}

/** Head tags of the start page that the document keeps: the site's styles, icon and link preview. */
const keptHeadTags =
  'link[rel="stylesheet"], link[rel="icon"], meta[name="theme-color"], meta[name="twitter:card"], meta[property^="og:image"], meta[name^="twitter:image"]';
/** Not content: the page's print actions and the heading links. */
const leftOut = '.hash-link, .print-section-link, .print-button';
/** Attributes that name other elements by id. */
const idReferences = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for', 'headers'];
const siteOrigin = 'https://site.invalid';

const kindWords = {workflow: 'workflow', module: 'module'} as const;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A page's anchor in the document, from its docs id: `Modules/Student/about` → `modules-student-about`. */
export function pageAnchor(docId: string): string {
  return docId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The path a link leads to on the site, decoded and without a trailing slash; undefined for other hosts. */
function sitePath(href: string, from: string): {path: string; hash: string} | undefined {
  const url = new URL(href, `${siteOrigin}${encodeURI(from)}`);
  if (url.origin !== siteOrigin) return undefined;
  return {
    path: decodeURI(url.pathname).replace(/(.)\/$/, '$1'),
    hash: decodeURIComponent(url.hash.slice(1)),
  };
}

interface PrintedPage {
  readonly anchor: string;
  readonly title: string;
  readonly html: string;
}

/** A page's article, made part of the document. `anchors` maps each section page's path to its anchor. */
function printedPage(page: SourcePage, anchors: ReadonlyMap<string, string>): PrintedPage {
  const $ = load(page.html);
  const content = $('article .theme-doc-markdown').first();
  if (content.length === 0)
    throw new Error(`print-sections: ${page.permalink} has no article to print`);
  const anchor = pageAnchor(page.id);
  const title = content.find('h1').first().text().trim();
  content.find(leftOut).remove();

  const ids = new Set<string>();
  content.find('[id]').each((_index, element) => {
    const id = $(element).attr('id') ?? '';
    ids.add(id);
    $(element).attr('id', `${anchor}--${id}`);
  });
  const local = (id: string) => (ids.has(id) ? `${anchor}--${id}` : id);
  content.find('[href]').each((_index, element) => {
    const href = $(element).attr('href') ?? '';
    if (href.startsWith('#')) {
      const id = decodeURIComponent(href.slice(1));
      $(element).attr('href', `#${id === '' ? anchor : local(id)}`);
      return;
    }
    const target = sitePath(href, page.permalink);
    const targetAnchor = target === undefined ? undefined : anchors.get(target.path);
    if (target === undefined || targetAnchor === undefined) return;
    $(element).attr(
      'href',
      `#${target.hash === '' ? targetAnchor : `${targetAnchor}--${target.hash}`}`,
    );
  });
  for (const attribute of idReferences) {
    content.find(`[${attribute}]`).each((_index, element) => {
      $(element).attr(
        attribute,
        ($(element).attr(attribute) ?? '').split(/\s+/).map(local).join(' '),
      );
    });
  }
  // Collected first, then renamed: each heading moves down once, by its level in the page.
  content.find('h1, h2, h3, h4, h5, h6').each((_index, element: Element) => {
    element.tagName = `h${String(Math.min(6, Number(element.tagName.slice(1)) + 1))}`;
  });
  return {
    anchor,
    title,
    html: `<article class="print-section__page" id="${anchor}">${$.html(content)}</article>`,
  };
}

/** The document's HTML. */
export function sectionDocument(input: DocumentInput): string {
  const [start] = input.pages;
  if (start === undefined) throw new Error(`print-sections: ${input.url} has no pages`);
  const anchors = new Map(
    input.pages.map((page) => [page.permalink.replace(/(.)\/$/, '$1'), pageAnchor(page.id)]),
  );
  const pages = input.pages.map((page) => printedPage(page, anchors));
  const startPage = load(start.html);
  const sectionTitle = pages[0]?.title ?? '';
  const kind = kindWords[input.kind];
  const heading = `${sectionTitle}: the whole ${kind}`;
  const description = `Every page of the ${kind} ${sectionTitle} in one document, ${String(pages.length)} pages with a contents list, to print or save as PDF.`;
  const head = [
    '<meta charset="utf-8">',
    `<title>${escapeHtml(heading + input.titleSuffix)}</title>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="description" content="${escapeHtml(description)}">`,
    // Printing is what it is for: search engines keep the pages themselves.
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(input.url)}">`,
    `<meta property="og:title" content="${escapeHtml(heading + input.titleSuffix)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(input.url)}">`,
    ...startPage(keptHeadTags)
      .toArray()
      .map((element) => startPage.html(element)),
  ];
  const contents = pages
    .map((page) => `<li><a href="#${page.anchor}">${escapeHtml(page.title)}</a></li>`)
    .join('');
  const lang = startPage('html').attr('lang') ?? 'en';
  const dir = startPage('html').attr('dir') ?? 'ltr';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${escapeHtml(dir)}">
<head>
${head.join('\n')}
</head>
<body class="print-section">
<main class="container padding-vert--lg">
<header class="print-section__header">
<p class="print-section__back"><a href="${escapeHtml(start.permalink)}">Back to ${escapeHtml(sectionTitle)}</a></p>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(description)} Address: ${escapeHtml(input.url)}</p>
</header>
<nav class="print-section__contents" aria-labelledby="contents"><h2 id="contents">Contents</h2><ol>${contents}</ol></nav>
${pages.map((page) => page.html).join('\n')}
</main>
</body>
</html>
`;
}
