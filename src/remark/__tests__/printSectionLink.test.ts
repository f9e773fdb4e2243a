import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import remarkPrintSectionLink from '../printSectionLink';

let docsDir: string;

beforeAll(() => {
  docsDir = mkdtempSync(path.join(tmpdir(), 'print-section-link-'));
  mkdirSync(path.join(docsDir, 'Workflows'));
  mkdirSync(path.join(docsDir, 'Modules', 'Student'), {recursive: true});
  writeFileSync(
    path.join(docsDir, 'Workflows', 'monthly-fees.md'),
    '---\ntitle: Fees\n---\n\n## Steps and who does them\n\n| Step | Who | Where |\n|---|---|---|\n| 1. Collect. | Staff | [Collect](../Modules/Student/fee.md) |\n',
  );
  writeFileSync(path.join(docsDir, 'Modules', 'Student', 'about.md'), '---\ntitle: Student\n---\n');
});

afterAll(() => {
  rmSync(docsDir, {recursive: true, force: true});
});

async function transform(page: string, markdown: string): Promise<string> {
  const output = await unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkPrintSectionLink, {docsDir})
    .use(remarkStringify)
    .process({path: path.join(docsDir, page), value: markdown});
  return String(output);
}

describe('remarkPrintSectionLink', () => {
  it('links a workflow page and a module’s About page to their section’s document, after the introduction', async () => {
    expect(await transform('Workflows/monthly-fees.md', 'Intro.\n\n## Steps\n')).toBe(
      'Intro.\n\n<a href="pathname:///print/Workflows/monthly-fees" target="_self">Print this section</a>: this workflow and the page of each of its steps in one document, to print or save as PDF.\n\n## Steps\n',
    );
    expect(await transform('Modules/Student/about.md', 'Intro.\n')).toContain(
      '<a href="pathname:///print/Modules/Student" target="_self">Print this section</a>: every page of this module',
    );
  });

  it('leaves other pages alone', async () => {
    expect(await transform('Modules/Student/fee.md', 'Intro.\n')).toBe('Intro.\n');
  });
});
