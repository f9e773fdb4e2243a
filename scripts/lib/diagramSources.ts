/**
 * Finds the ```mermaid blocks of the site's Markdown the way the build reads them: MDX with front
 * matter (Docusaurus compiles .md files as MDX too), so a block's source, and so its render's name,
 * is the same here as in src/remark/mermaidFigures.ts.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {diagramSourceDirs} from '../../src/remark/diagramRenders';

export interface DiagramBlock {
  /** The Markdown file, relative to the site directory, with forward slashes. */
  readonly file: string;
  /** The line of the opening fence. */
  readonly line: number;
  readonly source: string;
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);

/** The mermaid blocks of one Markdown or MDX text. */
export function diagramBlocksIn(markdown: string, file: string): DiagramBlock[] {
  const blocks: DiagramBlock[] = [];
  let tree: Root;
  try {
    tree = parser.parse(markdown);
  } catch (error) {
    throw new Error(
      `${file}: can't be read as MDX: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  visit(tree, 'code', (node) => {
    if (node.lang === 'mermaid')
      blocks.push({file, line: node.position?.start.line ?? 0, source: node.value});
  });
  return blocks;
}

function markdownFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, {withFileTypes: true});
  } catch {
    return [];
  }
  return entries
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return markdownFiles(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** Every mermaid block in the folders the site compiles (docs, blog, src/pages). */
export function findDiagramBlocks(siteDir: string): DiagramBlock[] {
  return diagramSourceDirs.flatMap((dir) =>
    markdownFiles(path.join(siteDir, dir)).flatMap((file) => {
      const relative = path.relative(siteDir, file).split(path.sep).join('/');
      const text = readFileSync(file, 'utf8');
      return text.includes('mermaid') ? diagramBlocksIn(text, relative) : [];
    }),
  );
}
