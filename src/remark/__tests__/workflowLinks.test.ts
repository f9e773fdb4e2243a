import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import remarkWorkflowLinks, {listNumbers} from '../workflowLinks';
import {parseWorkflow} from '../workflowSteps';

const workflow = `---
title: Run the monthly fee cycle
---

Intro.

## Steps and who does them

| Step | Who does it | Where |
|---|---|---|
| 1. Give discounts. | Office staff | [Give a fee discount](../Modules/Student/Fee/fee_discount.md) |
| 2. Collect fees. | Office staff | [Collect student fees](../Modules/Student/Fee/submit-fee.md) and [Print a fee slip](../Modules/Student/Views/fee-slip.md#reprint) |
| 3. Check the day. | Accountant | [Cashflow reports](../Modules/Cashflow/Income/View-Report.md) and [Sign in](../Getting%20Started/sign-in.md) |

## What the suite does by itself

A [link elsewhere](../Modules/Sale/about.md) that is no step.
`;

let docsDir: string;

beforeAll(() => {
  docsDir = mkdtempSync(path.join(tmpdir(), 'workflow-links-'));
  mkdirSync(path.join(docsDir, 'Workflows'));
  writeFileSync(path.join(docsDir, 'Workflows', 'monthly-fees.md'), workflow);
  writeFileSync(
    path.join(docsDir, 'Workflows', 'about.md'),
    '---\ntitle: Workflows\n---\n\nNo steps table.\n',
  );
});

afterAll(() => {
  rmSync(docsDir, {recursive: true, force: true});
});

async function transform(page: string, markdown: string): Promise<string> {
  const file = path.join(docsDir, page);
  const output = await unified()
    .use(remarkParse)
    .use(remarkWorkflowLinks, {docsDir})
    .use(remarkStringify)
    .process({path: file, value: markdown});
  return String(output);
}

describe('parseWorkflow', () => {
  it('reads each step of the steps table with every page its row links to, and nothing outside the table', () => {
    const parsed = parseWorkflow(path.join(docsDir, 'Workflows', 'monthly-fees.md'), workflow);
    expect(parsed?.title).toBe('Run the monthly fee cycle');
    expect(
      parsed?.steps.map((step) => [
        step.number,
        step.pages.map((page) => path.relative(docsDir, page)),
      ]),
    ).toEqual([
      [1, ['Modules/Student/Fee/fee_discount.md']],
      [2, ['Modules/Student/Fee/submit-fee.md', 'Modules/Student/Views/fee-slip.md']],
      [3, ['Modules/Cashflow/Income/View-Report.md', 'Getting Started/sign-in.md']],
    ]);
  });

  it('skips a page without a steps table', () => {
    expect(parseWorkflow('about.md', '---\ntitle: Workflows\n---\n\nText.\n')).toBeUndefined();
  });
});

describe('remarkWorkflowLinks', () => {
  it("tells a step's page, after its introduction, which workflow and step it is part of", async () => {
    const output = await transform(
      'Modules/Student/Fee/submit-fee.md',
      'Collect a fee.\n\n## Before you begin\n',
    );
    expect(output).toBe(
      'Collect a fee.\n\n**Part of a workflow:** step 2 of [Run the monthly fee cycle](../../../Workflows/monthly-fees.md#steps-and-who-does-them).\n\n## Before you begin\n',
    );
  });

  it('links back from a folder with a space in its name', async () => {
    expect(await transform('Getting Started/sign-in.md', 'Sign in.\n')).toContain(
      'step 3 of [Run the monthly fee cycle](../Workflows/monthly-fees.md#steps-and-who-does-them)',
    );
  });

  it("lists on a module's About page the workflows with a step in the module, before its connections", async () => {
    const output = await transform(
      'Modules/Student/about.md',
      'Student.\n\n## What you can do\n\nThings.\n\n## Connections with other modules\n\nCashflow.\n',
    );
    expect(output).toContain(
      '## Workflows\n\nWorkflows walk through a whole job across modules. This module has a part in these:\n\n* [Run the monthly fee cycle](../../Workflows/monthly-fees.md): steps 1 and 2.\n\n## Connections with other modules',
    );
  });

  it('leaves a page no step links to, and a module no step reaches, as they are', async () => {
    expect(await transform('Modules/Sale/about.md', 'Sale.\n\n## Related pages\n')).toBe(
      'Sale.\n\n## Related pages\n',
    );
    expect(await transform('Modules/Student/Lists/list.md', 'List.\n')).toBe('List.\n');
  });
});

describe('listNumbers', () => {
  it('reads as a sentence, with three or more steps in a row as a range', () => {
    expect(listNumbers([4])).toBe('4');
    expect(listNumbers([1, 2])).toBe('1 and 2');
    expect(listNumbers([1, 2, 4])).toBe('1, 2 and 4');
    expect(listNumbers([1, 2, 3, 4, 5, 6, 7])).toBe('1 to 7');
    expect(listNumbers([1, 3, 4, 5, 8])).toBe('1, 3 to 5 and 8');
  });
});
