import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const themeDir = path.resolve(__dirname, '..');

/**
 * Every swizzle, as its component path and file relative to src/theme: a folder holding an
 * index.tsx (`Navbar`), or a component file in a folder without one (`NavbarItem/ComponentTypes.tsx`;
 * beside an index.tsx, other files are that component's parts).
 */
function swizzledComponents(dir = themeDir): {component: string; file: string}[] {
  const entries = readdirSync(dir, {withFileTypes: true});
  const isComponentFolder = entries.some((entry) => entry.name === 'index.tsx');
  return entries.flatMap((entry) => {
    const child = path.join(dir, entry.name);
    const file = path.relative(themeDir, child);
    if (entry.isFile())
      return !isComponentFolder && entry.name.endsWith('.tsx')
        ? [{component: file.replace(/\.tsx$/, ''), file}]
        : [];
    if (!entry.isDirectory() || entry.name === '__tests__') return [];
    const here = readdirSync(child).includes('index.tsx')
      ? [{component: file, file: path.join(file, 'index.tsx')}]
      : [];
    return [...here, ...swizzledComponents(child)];
  });
}

describe('src/theme', () => {
  const registry = readFileSync(path.join(themeDir, 'README.md'), 'utf8');

  const swizzles = swizzledComponents();

  it('finds the swizzles of both kinds', () => {
    expect(swizzles.map(({component}) => component)).toEqual(
      expect.arrayContaining(['Navbar', 'NavbarItem/ComponentTypes']),
    );
  });

  it.each(swizzles)('lists $component in src/theme/README.md', ({component}) => {
    expect(registry).toContain(`| \`${component}\` |`);
  });

  it.each(swizzles)('$file starts with the Swizzled and Change header', ({file}) => {
    const source = readFileSync(path.join(themeDir, file), 'utf8');
    expect(source).toMatch(
      /^\/\/ Swizzled: (wrap|eject) \((safe|unsafe)\) from theme-(classic|search-algolia)@3\.\d+\.\d+\n/,
    );
    expect(source).toMatch(/^\/\/ Change: /m);
  });
});
