import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const themeDir = path.resolve(__dirname, '..');

/** Component paths of every swizzle: folders holding an index.tsx, relative to src/theme. */
function swizzledComponents(dir = themeDir): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === '__tests__') return [];
    const child = path.join(dir, entry.name);
    const here = readdirSync(child).includes('index.tsx') ? [path.relative(themeDir, child)] : [];
    return [...here, ...swizzledComponents(child)];
  });
}

describe('src/theme', () => {
  const registry = readFileSync(path.join(themeDir, 'README.md'), 'utf8');

  it.each(swizzledComponents())('lists %s in src/theme/README.md', (component) => {
    expect(registry).toContain(`| \`${component}\` |`);
  });

  it.each(swizzledComponents())('%s starts with the Swizzled and Change header', (component) => {
    const source = readFileSync(path.join(themeDir, component, 'index.tsx'), 'utf8');
    expect(source).toMatch(/^\/\/ Swizzled: (wrap|eject) \((safe|unsafe)\) from theme-(classic|search-algolia)@3\.\d+\.\d+\n/);
    expect(source).toMatch(/^\/\/ Change: /m);
  });
});
