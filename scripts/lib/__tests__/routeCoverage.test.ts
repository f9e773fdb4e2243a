import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it, onTestFinished} from 'vitest';
import {builtRoutes, checkCoverage, parseRouteList, sectionOf} from '../routeCoverage';

describe('parseRouteList', () => {
  it('keeps paths and drops comments and blank lines', () => {
    const text =
      '# Every route\n/\n\n/docs/intro # landing\n# Modules\n/docs/Getting Started/change-password\n';
    expect(parseRouteList(text)).toEqual([
      '/',
      '/docs/intro',
      '/docs/Getting Started/change-password',
    ]);
  });
});

describe('sectionOf', () => {
  it.each([
    ['/docs/Modules/Library/Lists/list', 'Modules/Library'],
    ['/docs/Getting Started/change-password', 'Getting Started'],
    ['/docs/Plugins/SMS/connect-provider', 'Plugins'],
    ['/docs/intro', undefined],
    ['/docs', undefined],
    ['/blog', undefined],
  ])('%s belongs to %s', (route, section) => {
    expect(sectionOf(route)).toBe(section);
  });
});

describe('checkCoverage', () => {
  const expected = [
    '/',
    '/docs/intro',
    '/docs/Modules/Library/about',
    '/docs/Modules/Library/Lists/list',
    '/docs/Modules/Note/about',
  ];

  it('requires every route of a started section and every standalone route', () => {
    const report = checkCoverage(expected, ['/', '/docs/intro', '/docs/Modules/Library/about']);
    expect(report.startedSections).toEqual(['Modules/Library']);
    expect(report.missing).toEqual(['/docs/Modules/Library/Lists/list']);
    expect(report.covered).toHaveLength(3);
  });

  it('reports a missing standalone route even when no section is started', () => {
    expect(checkCoverage(expected, ['/docs/intro']).missing).toEqual(['/']);
  });

  it('reports docs routes that the list does not have', () => {
    const report = checkCoverage(expected, [...expected, '/docs/category/modules', '/blog/tags']);
    expect(report.unexpected).toEqual(['/docs/category/modules']);
    expect(report.missing).toEqual([]);
  });
});

describe('builtRoutes', () => {
  it('lists every folder with an index.html, spaces kept, assets skipped', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'build-'));
    onTestFinished(() => {
      rmSync(root, {recursive: true, force: true});
    });
    for (const dir of ['', 'docs/Getting Started/change-password', 'assets/js', 'blog']) {
      mkdirSync(path.join(root, dir), {recursive: true});
      writeFileSync(path.join(root, dir, 'index.html'), '<html></html>');
    }
    expect(builtRoutes(root).sort()).toEqual([
      '/',
      '/blog',
      '/docs/Getting Started/change-password',
    ]);
  });
});
