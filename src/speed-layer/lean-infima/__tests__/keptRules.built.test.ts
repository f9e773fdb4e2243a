import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const buildDir = path.resolve(__dirname, '../../../../build');
const infimaStylesheet = require.resolve('infima/dist/css/default/default.css');

/** The class names a stylesheet's selectors use. */
function classesOf(css: string): Set<string> {
  const selectors = css.replace(/\{[^{}]*\}/g, ' ');
  return new Set([...selectors.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)].map((match) => match[1] ?? ''));
}

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every class written in a class attribute of the built pages. */
function classesInPages(): Set<string> {
  const classes = new Set<string>();
  for (const file of filesUnder(buildDir, '.html')) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g,
    )) {
      for (const name of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/))
        if (name) classes.add(name);
    }
  }
  return classes;
}

/** src/speed-layer/lean-infima drops Infima rules by reading sources; the built pages are the proof. */
describe('Infima rules after lean-infima', () => {
  it('every Infima class a built page uses is still styled', () => {
    if (!existsSync(buildDir))
      throw new Error(`${buildDir} is missing: run \`npm run build\` first`);
    const infimaClasses = classesOf(readFileSync(infimaStylesheet, 'utf8'));
    const builtClasses = classesOf(
      filesUnder(path.join(buildDir, 'assets/css'), '.css')
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n'),
    );
    const unstyled = [...classesInPages()].filter(
      (name) => infimaClasses.has(name) && !builtClasses.has(name),
    );
    expect(unstyled).toEqual([]);
  });
});
