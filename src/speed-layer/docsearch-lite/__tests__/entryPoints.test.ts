import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {belongsInEveryPageStylesheet, entryPointCopies, modalStylesheet} from '..';
import {version} from '../client/version';

const require = createRequire(import.meta.url);
const themeLib = path.dirname(require.resolve('@docusaurus/theme-search-algolia'));

/** Every module of theme-search-algolia's client code (theme components and client hooks). */
function themeClientFiles(dir = themeLib): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return themeClientFiles(file);
    return /\.js$/.test(entry.name) ? [file] : [];
  });
}

/** The `@docsearch/react` entry points a file imports statically, i.e. into the first load. */
function eagerDocSearchImports(source: string): string[] {
  return [...source.matchAll(/^import\s[^;]*?from\s+'(@docsearch\/react[^']*)'/gms)].map(
    (match) => match[1] ?? '',
  );
}

describe('docsearch-lite', () => {
  it('answers every eager @docsearch/react import of theme-search-algolia, so none reaches the full bundle', () => {
    const imported = new Set(
      themeClientFiles().flatMap((file) => eagerDocSearchImports(readFileSync(file, 'utf8'))),
    );
    expect([...imported].sort()).toEqual(Object.keys(entryPointCopies).sort());
  });

  it('points each alias at a file that exists', () => {
    for (const file of Object.values(entryPointCopies)) expect(existsSync(file)).toBe(true);
  });

  it('reports the installed DocSearch version', () => {
    // By path: DocSearch 4's `exports` leave out package.json.
    const manifest = path.resolve(
      __dirname,
      '../../../../node_modules/@docsearch/react/package.json',
    );
    const installed = (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version;
    expect(version).toBe(installed);
  });

  it("keeps the modal's stylesheet out of every page's CSS, and nothing else", () => {
    expect(belongsInEveryPageStylesheet({nameForCondition: () => modalStylesheet})).toBe(false);
    expect(
      belongsInEveryPageStylesheet({
        nameForCondition: () => require.resolve('@docsearch/css/dist/button.css'),
      }),
    ).toBe(true);
    expect(belongsInEveryPageStylesheet({})).toBe(true);
  });
});
