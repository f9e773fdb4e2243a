import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {buildProcesses, countDocsPages, outDirOf, twoProcessesFromDocsPages} from '../timedBuild';

describe('buildProcesses', () => {
  it('builds a guide of this size in one process and a large one in two', () => {
    expect(buildProcesses(twoProcessesFromDocsPages - 1, {})).toBe(1);
    expect(buildProcesses(twoProcessesFromDocsPages, {})).toBe(2);
  });

  it('does as BUILD_PROCESSES says, and refuses anything but 1 or 2', () => {
    expect(buildProcesses(10, {BUILD_PROCESSES: '2'})).toBe(2);
    expect(buildProcesses(5000, {BUILD_PROCESSES: '1'})).toBe(1);
    expect(buildProcesses(10, {BUILD_PROCESSES: ''})).toBe(1);
    expect(() => buildProcesses(10, {BUILD_PROCESSES: 'two'})).toThrow(/1 or 2/);
  });
});

describe('countDocsPages', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'count-docs-'));
  afterAll(() => {
    rmSync(siteDir, {recursive: true, force: true});
  });

  it('counts Markdown and MDX pages at any depth, and no partial or other file', () => {
    for (const file of [
      'intro.md',
      'Modules/Fees/about.mdx',
      'Modules/Fees/_shared.md',
      '_snippets/steps.md',
      'Modules/Fees/diagram.svg',
    ]) {
      mkdirSync(path.dirname(path.join(siteDir, 'docs', file)), {recursive: true});
      writeFileSync(path.join(siteDir, 'docs', file), '# Page\n');
    }
    expect(countDocsPages(siteDir)).toBe(2);
  });
});

describe('outDirOf', () => {
  it('reads --out-dir in either form, and defaults to build', () => {
    expect(outDirOf(['--out-dir', 'build-hosted'])).toBe('build-hosted');
    expect(outDirOf(['--bundle-analyzer', '--out-dir=elsewhere'])).toBe('elsewhere');
    expect(outDirOf(['--bundle-analyzer'])).toBe('build');
  });
});
