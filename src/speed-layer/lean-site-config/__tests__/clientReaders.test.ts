import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {buildOnlyFields} = require('../stripBuildOnlyFields.cjs') as {
  buildOnlyFields: readonly string[];
};

const siteDir = path.resolve(__dirname, '../../../..');

/**
 * The code that runs in the browser and can read the site config (useDocusaurusContext or
 * @generated/docusaurus.config): the installed Docusaurus packages' client and theme code, and ours.
 */
const clientFolders = [
  'node_modules/@docusaurus/core/lib/client',
  'node_modules/@docusaurus/plugin-content-docs/lib/client',
  'node_modules/@docusaurus/plugin-content-blog/lib/client',
  'node_modules/@docusaurus/theme-classic/lib/theme',
  'node_modules/@docusaurus/theme-common/lib',
  'node_modules/@docusaurus/theme-search-algolia/lib/client',
  'node_modules/@docusaurus/theme-search-algolia/lib/theme',
  'src/components',
  'src/pages',
  'src/search',
  'src/theme',
  'src/utils',
  'src/plugins/offline-reading/client',
];

function clientFiles(folder: string): string[] {
  const dir = path.join(siteDir, folder);
  return (readdirSync(dir, {recursive: true}) as string[])
    .filter((file) => /\.(js|ts|tsx)$/.test(file) && !file.includes('__tests__'))
    .map((file) => path.join(folder, file));
}

const readsSiteConfig = /siteConfig|useDocusaurusContext|@generated\/docusaurus\.config/;
/** A field read as a property or destructured: `.plugins`, `{plugins`, `, plugins`. */
const readsField = new RegExp(String.raw`[.{,]\s*(${buildOnlyFields.join('|')})\b`);

describe('lean-site-config: who reads the fields it leaves out', () => {
  it('is nobody: no client code that reads the site config reads a build-only field', () => {
    const readers = clientFolders.flatMap(clientFiles).filter((file) => {
      const source = readFileSync(path.join(siteDir, file), 'utf8');
      return readsSiteConfig.test(source) && readsField.test(source);
    });
    expect(
      readers,
      `these files may read a field lean-site-config leaves out of the browser's site config (${buildOnlyFields.join(', ')}): check each, and keep the field if it does`,
    ).toEqual([]);
  });

  it('finds the readers of the site config it scans', () => {
    const readers = clientFolders
      .flatMap(clientFiles)
      .filter((file) => readsSiteConfig.test(readFileSync(path.join(siteDir, file), 'utf8')));
    expect(readers.length).toBeGreaterThan(20);
  });
});
