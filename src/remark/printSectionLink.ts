/**
 * Remark plugin: the page a printable section starts from (a workflow page, a module's About page;
 * src/plugins/print-sections/sections.ts) links to the section's document after its introduction,
 * "Print this section". The document is a file the build writes after the pages, not a route: the
 * link's `pathname://` tells Docusaurus's Link to leave it to the browser (no router, no broken-link
 * check; the base url is still added), and `target="_self"` keeps it in the same tab, where Link would
 * open such a link in a new one. The sections are read once per build.
 */
import path from 'node:path';
import type {Paragraph, Root} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import {docIdOf, readPrintSections, type PrintSection} from '../plugins/print-sections/sections';

export interface PrintSectionLinkOptions {
  /** The docs folder. */
  readonly docsDir: string;
}

/** The class of the paragraph: kept off paper and out of the search index, as the page's other actions. */
export const printSectionLinkClass = 'print-section-link';

const what: Record<PrintSection['kind'], string> = {
  workflow: 'this workflow and the page of each of its steps',
  module: 'every page of this module',
};

export function printSectionParagraph(section: PrintSection): Paragraph {
  const link: MdxJsxTextElement = {
    type: 'mdxJsxTextElement',
    name: 'a',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'href', value: `pathname://${section.route}`},
      {type: 'mdxJsxAttribute', name: 'target', value: '_self'},
    ],
    children: [{type: 'text', value: 'Print this section'}],
  };
  return {
    type: 'paragraph',
    data: {hProperties: {className: [printSectionLinkClass]}},
    children: [
      link,
      {type: 'text', value: `: ${what[section.kind]} in one document, to print or save as PDF.`},
    ],
  };
}

const remarkPrintSectionLink: Plugin<[PrintSectionLinkOptions], Root> = (options) => {
  const sections = new Map(
    readPrintSections(options.docsDir).map((section) => [section.startDocId, section]),
  );
  return (tree, file) => {
    if (file.path === '') return;
    const section = sections.get(docIdOf(options.docsDir, path.resolve(file.path)));
    if (section === undefined) return;
    const intro = tree.children.findIndex((node) => node.type === 'paragraph');
    tree.children.splice(intro + 1, 0, printSectionParagraph(section));
  };
};

export default remarkPrintSectionLink;
