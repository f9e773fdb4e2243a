import {describe, expect, it} from 'vitest';
import {planPageChecks, type PathKind} from '../pageChecks';

const tree: Record<string, PathKind> = {
  'docs/New/stop-fee.md': 'file',
  'docs/Getting Started': 'folder',
  'writing/handbook.md': 'file',
  'docs/_category_.json': 'file',
};
const kindOf = (file: string) => tree[file];

describe('planPageChecks', () => {
  it('runs the content rules and the diagram check on guide pages, and markdownlint and cspell on just the given paths', () => {
    const {errors, checks} = planPageChecks(
      ['docs/New/stop-fee.md', 'docs/Getting Started/'],
      kindOf,
    );
    expect(errors).toEqual([]);
    expect(checks.map((check) => [check.bin, check.args])).toEqual([
      ['tsx', ['scripts/check-content.ts', 'docs/New/stop-fee.md', 'docs/Getting Started']],
      ['tsx', ['scripts/check-diagrams.ts']],
      [
        'markdownlint-cli2',
        ['--no-globs', ':docs/New/stop-fee.md', 'docs/Getting Started/**/*.{md,mdx}'],
      ],
      [
        'cspell',
        [
          '--no-progress',
          '--no-summary',
          '--no-must-find-files',
          'docs/New/stop-fee.md',
          'docs/Getting Started/**/*.{md,mdx}',
        ],
      ],
    ]);
  });

  it('leaves the content rules out for files outside docs/', () => {
    const {checks} = planPageChecks(['writing/handbook.md'], kindOf);
    expect(checks.map((check) => check.name)).toEqual(['Markdown format', 'spelling']);
  });

  it('says what is wrong with a path instead of checking nothing', () => {
    expect(
      planPageChecks(['docs/New/stop-fees.md', 'docs/_category_.json', '../elsewhere.md'], kindOf)
        .errors,
    ).toEqual([
      'docs/New/stop-fees.md: no such file or folder.',
      'docs/_category_.json: not a Markdown page (.md or .mdx).',
      '../elsewhere.md: no such file or folder.',
    ]);
    expect(planPageChecks([], kindOf).errors).toEqual([
      'Name the pages to check: npm run check:page -- docs/New/stop-fee.md (files or folders).',
    ]);
  });

  it('gives every check a hint on reading and fixing its findings', () => {
    for (const check of planPageChecks(['docs/New/stop-fee.md'], kindOf).checks)
      expect(check.hint).toMatch(/\S/);
  });
});
