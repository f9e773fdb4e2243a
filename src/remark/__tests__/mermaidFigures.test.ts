import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {colourModeNames, diagramKey, renderFileName, rendersDir} from '../diagramRenders';
import remarkMermaidFigures from '../mermaidFigures';

const fixtures = path.join(__dirname, 'fixtures');
const mermaidVersion = '11.0.0';
const lendingDiagram = `flowchart LR
  accTitle: Lending a book
  accDescr: The librarian allots a book and the member returns it.
  allot[Allot] --> ret[Return]`;

let siteDir: string;

/** Runs the plugin as the build does (MDX with front matter) and prints the result as MDX. */
async function transform(
  fixture: string,
  baseUrl = '/',
  onProblem: 'fail' | 'placeholder' = 'fail',
): Promise<string> {
  const file = path.join(siteDir, 'docs', fixture);
  const output = await unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkMermaidFigures, {siteDir, baseUrl, mermaidVersion, onProblem})
    .use(remarkStringify)
    .process({path: file, value: readFileSync(path.join(fixtures, fixture), 'utf8')});
  return String(output);
}

beforeAll(() => {
  // A site whose static/diagrams/ holds the renders of the lending diagram only.
  siteDir = mkdtempSync(path.join(tmpdir(), 'mermaid-figures-'));
  mkdirSync(path.join(siteDir, rendersDir), {recursive: true});
  const key = diagramKey(lendingDiagram, mermaidVersion);
  for (const mode of colourModeNames) {
    writeFileSync(
      path.join(siteDir, rendersDir, renderFileName(key, mode)),
      `<svg width="320" height="180" viewBox="0 0 320 180" xmlns="http://www.w3.org/2000/svg"></svg>`,
    );
  }
});

afterAll(() => {
  rmSync(siteDir, {recursive: true, force: true});
});

describe('remarkMermaidFigures', () => {
  it('replaces a mermaid block with a figure of its light and dark renders, and leaves other code alone', async () => {
    await expect(await transform('diagram.md')).toMatchFileSnapshot(
      path.join(fixtures, 'diagram.out.mdx'),
    );
  });

  it('gives the images the text alternative, the size of the render and lazy loading', async () => {
    const output = await transform('diagram.md');
    expect(output).toContain(
      '<figcaption className="diagram__caption">\n    Lending a book\n  </figcaption>',
    );
    for (const mode of colourModeNames) {
      expect(output).toMatch(
        new RegExp(
          `<img className="diagram__image diagram__image--${mode}" src="/diagrams/[0-9a-f]{16}-${mode}\\.svg" alt="The librarian allots a book and the member returns it\\." width="320" height="180" loading="lazy"`,
        ),
      );
    }
  });

  it('puts the site baseUrl in front of the render', async () => {
    expect(await transform('diagram.md', '/guide/')).toMatch(
      /src="\/guide\/diagrams\/[0-9a-f]{16}-light\.svg"/,
    );
  });

  it('fails on a block without accTitle and accDescr, naming the file and line', async () => {
    await expect(transform('no-text-alternative.md')).rejects.toThrow(
      /^docs\/no-text-alternative\.md:3: no accTitle and no accDescr: /,
    );
  });

  it('fails on a block that has no render, naming the file, the line and the command', async () => {
    await expect(transform('not-rendered.md')).rejects.toThrow(
      /^docs\/not-rendered\.md:3: the diagram "Never rendered" has no render static\/diagrams\/[0-9a-f]{16}-light\.svg .*Run npm run render:diagrams and commit static\/diagrams\/\.$/,
    );
  });

  it('shows the problem, the command and the source in the page instead, as npm start asks', async () => {
    const output = await transform('not-rendered.md', '/', 'placeholder');
    expect(output).toContain('<figure className="diagram diagram--missing" role="note">');
    expect(output).toMatch(
      /\*\*Diagram not drawn yet\.\*\* docs\/not-rendered\.md:3: the diagram "Never rendered" has no render .*Run npm run render:diagrams/,
    );
    expect(output).toMatch(/```text\n\s*flowchart LR/);
  });
});
