import {describe, expect, it} from 'vitest';
import {diagramKey, renderFileName} from '../../../src/remark/diagramRenders';
import {diagramProblems, plannedRenders} from '../diagramCheck';
import {diagramBlocksIn, type DiagramBlock} from '../diagramSources';

const version = '11.0.0';
const source =
  'flowchart LR\n  accTitle: Lending a book\n  accDescr: Allot, then return.\n  allot --> ret';
const block: DiagramBlock = {file: 'docs/Workflows/library-lending.md', line: 12, source};
const renders = (text: string): string[] => [
  renderFileName(diagramKey(text, version), 'light'),
  renderFileName(diagramKey(text, version), 'dark'),
];

describe('diagramBlocksIn', () => {
  it('finds mermaid blocks as the build does: after front matter, in MDX, inside lists and admonitions', () => {
    const markdown = [
      '---',
      'title: Lending {with braces}',
      '---',
      "import Steps from './_steps.mdx';",
      '',
      '1. First step:',
      '',
      '   ```mermaid',
      '   flowchart LR',
      '     a --> b',
      '   ```',
      '',
      ':::note',
      '',
      '```mermaid',
      'flowchart TD',
      '```',
      '',
      ':::',
      '',
      '```text',
      'not a diagram',
      '```',
    ].join('\n');
    expect(diagramBlocksIn(markdown, 'docs/a.mdx')).toEqual([
      {file: 'docs/a.mdx', line: 8, source: 'flowchart LR\n  a --> b'},
      {file: 'docs/a.mdx', line: 15, source: 'flowchart TD'},
    ]);
  });

  it('names the file it cannot read', () => {
    expect(() => diagramBlocksIn('<div>\n\nunclosed', 'docs/broken.md')).toThrow(
      /^docs\/broken\.md: can't be read as MDX/,
    );
  });
});

describe('plannedRenders', () => {
  it('plans a light and a dark render a diagram, shared by the pages that show the same diagram', () => {
    const planned = plannedRenders(
      [block, {...block, file: 'docs/Modules/Library/about.md', line: 30}],
      version,
    );
    expect([...planned.keys()]).toEqual(renders(source));
    expect(planned.get(renders(source)[0] ?? '')?.blocks).toHaveLength(2);
  });
});

describe('diagramProblems', () => {
  it('finds nothing when every block has its renders and every render its block', () => {
    expect(diagramProblems([block], renders(source), version)).toEqual([]);
  });

  it('names the page, the line and the command when a block changed since its render', () => {
    const changed = {...block, source: `${source}\n  ret --> shelf`};
    const problems = diagramProblems([changed], renders(source), version);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(
      /^docs\/Workflows\/library-lending\.md:12: the light render static\/diagrams\/[0-9a-f]{16}-light\.svg is missing or stale\. Run npm run render:diagrams/,
    );
    expect(problems[2]).toMatch(
      /^static\/diagrams\/[0-9a-f]{16}-(dark|light)\.svg: no mermaid block uses this render any more\. Run npm run render:diagrams to remove it\.$/,
    );
  });

  it('reports a render whose block was deleted', () => {
    expect(diagramProblems([], renders(source), version)).toHaveLength(2);
  });

  it('reports a block without its text alternative, by page and line', () => {
    const bare = {...block, source: 'flowchart LR\n  a --> b'};
    expect(diagramProblems([bare], [], version)).toEqual([
      expect.stringMatching(
        /^docs\/Workflows\/library-lending\.md:12: no accTitle and no accDescr/,
      ) as unknown,
    ]);
  });
});
