import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readPrintSections} from '../sections';
import {sectionDocIds, type SidebarItem} from '../sectionPages';

const workflow = `---
title: Run the monthly fee cycle
---

Intro.

## Steps and who does them

| Step | Who does it | Where |
|---|---|---|
| 1. Collect fees. | Office staff | [Collect student fees](../Modules/Student/Fee/submit-fee.md) and [Print a fee slip](../Modules/Student/Views/fee-slip.md#reprint) |
| 2. Find dues. | Accountant | [Dues report](../Modules/Student/Fee/students-dues-report.md) |
| 3. Remind. | Accountant | [Dues report](../Modules/Student/Fee/students-dues-report.md#send-fee-reminders) and [the workflow](monthly-fees.md) |
`;

let docsDir: string;

beforeAll(() => {
  docsDir = mkdtempSync(path.join(tmpdir(), 'print-sections-'));
  mkdirSync(path.join(docsDir, 'Workflows'));
  writeFileSync(path.join(docsDir, 'Workflows', 'monthly-fees.md'), workflow);
  writeFileSync(
    path.join(docsDir, 'Workflows', 'about.md'),
    '---\ntitle: Workflows\n---\n\nNo steps table.\n',
  );
  for (const module of ['Student', 'Library', 'Unwritten'])
    mkdirSync(path.join(docsDir, 'Modules', module), {recursive: true});
  writeFileSync(path.join(docsDir, 'Modules', 'Student', 'about.md'), '---\ntitle: Student\n---\n');
  writeFileSync(path.join(docsDir, 'Modules', 'Library', 'about.md'), '---\ntitle: Library\n---\n');
});

afterAll(() => {
  rmSync(docsDir, {recursive: true, force: true});
});

describe('readPrintSections', () => {
  it('gives each workflow with a steps table its step pages in order, once each, then each module with an About page', () => {
    expect(readPrintSections(docsDir)).toEqual([
      {
        kind: 'workflow',
        startDocId: 'Workflows/monthly-fees',
        route: '/print/Workflows/monthly-fees',
        stepDocIds: [
          'Modules/Student/Fee/submit-fee',
          'Modules/Student/Views/fee-slip',
          'Modules/Student/Fee/students-dues-report',
        ],
      },
      {kind: 'module', startDocId: 'Modules/Library/about', route: '/print/Modules/Library'},
      {kind: 'module', startDocId: 'Modules/Student/about', route: '/print/Modules/Student'},
    ]);
  });
});

describe('sectionDocIds', () => {
  const sidebar: SidebarItem[] = [
    {type: 'doc', id: 'intro'},
    {
      type: 'category',
      items: [
        {
          type: 'category',
          link: {type: 'doc', id: 'Modules/Student/about'},
          items: [
            {
              type: 'category',
              items: [{type: 'doc', id: 'Modules/Student/Fee/submit-fee'}, {type: 'link'}],
            },
            {
              type: 'category',
              link: {type: 'doc', id: 'Modules/Student/Forms/settings'},
              items: [{type: 'doc', id: 'New/stop-fee'}],
            },
          ],
        },
        {
          type: 'category',
          items: [
            {type: 'doc', id: 'Modules/Library/about'},
            {type: 'doc', id: 'Modules/Library/issue'},
          ],
        },
      ],
    },
  ];

  it('prints a module as its sidebar category, the About page first, then the items in sidebar order', () => {
    expect(
      sectionDocIds(
        {kind: 'module', startDocId: 'Modules/Student/about', route: ''},
        {guide: sidebar},
      ),
    ).toEqual([
      'Modules/Student/about',
      'Modules/Student/Fee/submit-fee',
      'Modules/Student/Forms/settings',
      'New/stop-fee',
    ]);
    expect(
      sectionDocIds(
        {kind: 'module', startDocId: 'Modules/Library/about', route: ''},
        {guide: sidebar},
      ),
    ).toEqual(['Modules/Library/about', 'Modules/Library/issue']);
  });

  it('prints a workflow as its page, then its steps’ pages', () => {
    expect(
      sectionDocIds(
        {kind: 'workflow', startDocId: 'Workflows/a', route: '', stepDocIds: ['x', 'y']},
        {guide: sidebar},
      ),
    ).toEqual(['Workflows/a', 'x', 'y']);
  });
});
