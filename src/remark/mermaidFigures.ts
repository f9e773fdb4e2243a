/**
 * Remark plugin: replaces each ```mermaid block with a figure of its static SVG renders (one per
 * colour mode, made by `npm run render:diagrams`; src/remark/diagramRenders.ts), so pages carry no
 * diagram code. The figure shows the diagram at its natural size, scrolling sideways where the
 * column is narrower (never shrunk past legibility on a phone); its caption is the diagram's
 * accTitle and the images' alt text its accDescr. A block without those lines, or whose render is
 * missing, fails the build with the file, the line and what to do. In `npm start` (`onProblem:
 * 'placeholder'`) it shows that message in the page instead, with the diagram's source, so a writer
 * who adds a diagram keeps a working site until they run the render command.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {Plugin} from 'unified';
import {visit} from 'unist-util-visit';
import {
  colourModeNames,
  diagramKey,
  readDiagramText,
  readSvgSize,
  renderCommand,
  renderFileName,
  rendersDir,
  rendersUrlPath,
  type DiagramText,
} from './diagramRenders';

export interface MermaidFiguresOptions {
  /** The site directory: renders are read from its static/diagrams/. */
  readonly siteDir: string;
  /** The site's baseUrl, which starts and ends with "/". */
  readonly baseUrl: string;
  /** The pinned Mermaid version (readMermaidVersion), part of each render's name. */
  readonly mermaidVersion: string;
  /** What a block without its text or its render does: fail the build (the default), or show a placeholder. */
  readonly onProblem?: 'fail' | 'placeholder';
}

type Attributes = Record<string, string>;

function element(
  name: string,
  attributes: Attributes,
  children: MdxJsxFlowElement['children'] = [],
): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({
      type: 'mdxJsxAttribute',
      name: key,
      value,
    })),
    children,
  };
}

function figure(key: string, text: DiagramText, images: MdxJsxFlowElement[]): MdxJsxFlowElement {
  return element('figure', {className: 'diagram', 'data-diagram': key}, [
    // Focusable, so a keyboard can scroll a diagram wider than the column.
    element('div', {className: 'diagram__scroll', tabIndex: '0'}, images),
    element('figcaption', {className: 'diagram__caption'}, [
      {type: 'paragraph', children: [{type: 'text', value: text.title}]},
    ]),
  ]);
}

/** "docs/a.md:12": where a block is, for messages. */
function location(
  options: MermaidFiguresOptions,
  filePath: string | undefined,
  node: Code,
): string {
  const file = filePath === undefined ? '(unknown file)' : path.relative(options.siteDir, filePath);
  return `${file}:${String(node.position?.start.line ?? '?')}`;
}

function mermaidFigure(
  options: MermaidFiguresOptions,
  node: Code,
  where: string,
): MdxJsxFlowElement {
  const text = readDiagramText(node.value);
  if (!text.ok) throw new Error(`${where}: ${text.problem}`);
  const key = diagramKey(node.value, options.mermaidVersion);
  const images = colourModeNames.map((mode) => {
    const fileName = renderFileName(key, mode);
    const file = path.join(options.siteDir, rendersDir, fileName);
    let svg: string;
    try {
      svg = readFileSync(file, 'utf8');
    } catch {
      throw new Error(
        `${where}: the diagram "${text.text.title}" has no render ${rendersDir}/${fileName} (new or changed since the last render). Run ${renderCommand} and commit ${rendersDir}/.`,
      );
    }
    const size = readSvgSize(svg);
    if (size === undefined)
      throw new Error(
        `${where}: ${rendersDir}/${fileName} has no width and height. Delete it and run ${renderCommand}.`,
      );
    return element('img', {
      className: `diagram__image diagram__image--${mode}`,
      src: `${options.baseUrl}${rendersUrlPath}${fileName}`,
      alt: text.text.description,
      width: String(size.width),
      height: String(size.height),
      loading: 'lazy',
      decoding: 'async',
    });
  });
  return figure(key, text.text, images);
}

/** What `npm start` shows for a diagram it can't draw: the problem, the command, and the source. */
function placeholder(problem: string, node: Code): MdxJsxFlowElement {
  return element('figure', {className: 'diagram diagram--missing', role: 'note'}, [
    {
      type: 'paragraph',
      children: [
        {type: 'strong', children: [{type: 'text', value: 'Diagram not drawn yet.'}]},
        {type: 'text', value: ` ${problem}`},
      ],
    },
    {type: 'code', lang: 'text', value: node.value},
  ]);
}

const remarkMermaidFigures: Plugin<[MermaidFiguresOptions], Root> = (options) => (tree, file) => {
  visit(tree, 'code', (node, index, parent) => {
    if (node.lang !== 'mermaid' || parent === undefined || index === undefined) return;
    try {
      parent.children[index] = mermaidFigure(options, node, location(options, file.path, node));
    } catch (error) {
      if (options.onProblem !== 'placeholder' || !(error instanceof Error)) throw error;
      parent.children[index] = placeholder(error.message, node);
    }
  });
};

export default remarkMermaidFigures;
