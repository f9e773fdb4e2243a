/**
 * What `npm run check:page -- <path>...` runs: the content rules (with routes, links and anchors)
 * and the diagram check on guide pages, markdownlint and cspell on just the pages a writer changed,
 * with a hint after each failing check on how to read and fix its findings. Pure: it turns paths
 * into commands, so __tests__/pageChecks.test.ts checks it without running the tools.
 */
import path from 'node:path';

export type PathKind = 'file' | 'folder' | undefined;

export interface PageCheck {
  /** Shown in the summary. */
  readonly name: string;
  /** A binary of node_modules/.bin. */
  readonly bin: string;
  readonly args: readonly string[];
  /** Printed when the check fails: what its lines say, and how to fix them. */
  readonly hint: string;
}

export interface PageCheckPlan {
  /** One sentence per path that can't be checked. */
  readonly errors: readonly string[];
  readonly checks: readonly PageCheck[];
}

const markdownFile = /\.mdx?$/;

/**
 * The checks for the given paths (files or folders, relative to the repository root). Content rules
 * apply to guide pages, so they run only on paths under docs/; markdownlint and cspell run on all.
 */
export function planPageChecks(
  paths: readonly string[],
  kindOf: (file: string) => PathKind,
): PageCheckPlan {
  const errors: string[] = [];
  const files: string[] = [];
  const globs: string[] = [];
  for (const given of paths) {
    const relative = path.relative('.', given).split(path.sep).join('/');
    const kind = kindOf(relative);
    if (kind === undefined) errors.push(`${given}: no such file or folder.`);
    else if (relative.startsWith('..')) errors.push(`${given}: not inside this repository.`);
    else if (kind === 'folder') globs.push(`${relative === '' ? '.' : relative}/**/*.{md,mdx}`);
    else if (markdownFile.test(relative)) files.push(relative);
    else errors.push(`${given}: not a Markdown page (.md or .mdx).`);
  }
  if (paths.length === 0)
    errors.push(
      'Name the pages to check: npm run check:page -- docs/New/stop-fee.md (files or folders).',
    );
  if (errors.length > 0) return {errors, checks: []};

  const guidePaths = [...files, ...globs.map((glob) => glob.replace('/**/*.{md,mdx}', ''))].filter(
    (p) => p === 'docs' || p.startsWith('docs/'),
  );
  const checks: PageCheck[] = [];
  if (guidePaths.length > 0) {
    checks.push({
      name: 'content rules',
      bin: 'tsx',
      args: ['scripts/check-content.ts', ...guidePaths],
      hint:
        'Each line is <file>:<line>: what is wrong, then what to change, in the page or in the file named ' +
        '(writing/routes.txt, an About page, src/sidebar/groups.ts). writing/handbook.md ' +
        '("What the checks enforce") explains each rule.',
    });
    checks.push({
      name: 'diagrams',
      // Every diagram of the guide, in about a second: a page's diagram needs its render.
      bin: 'tsx',
      args: ['scripts/check-diagrams.ts'],
      hint: 'Each line names the page, the line of the diagram and the command that fixes it, usually: npm run render:diagrams.',
    });
  }
  checks.push(
    {
      name: 'Markdown format',
      // --no-globs: only the given pages, not every file the configuration lists. ':' marks a literal path.
      bin: 'markdownlint-cli2',
      args: ['--no-globs', ...files.map((file) => `:${file}`), ...globs],
      hint:
        'Each line is <file>:<line>[:<column>] <rule>/<name> <what is wrong>. .markdownlint.jsonc says ' +
        'why each rule is set, and https://github.com/DavidAnson/markdownlint/blob/main/doc/Rules.md ' +
        'explains each rule by its number. Many are fixed for you by: npx markdownlint-cli2 --fix --no-globs <file>.',
    },
    {
      name: 'spelling',
      bin: 'cspell',
      args: ['--no-progress', '--no-summary', '--no-must-find-files', ...files, ...globs],
      hint:
        'Each line is <file>:<line>:<column> - Unknown word (<word>). Fix the spelling (US English); ' +
        'if the word is a real product or provider name, add it to project-words.txt.',
    },
  );
  return {errors, checks};
}
