import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {routesOf} from './routeTables';

const require = createRequire(import.meta.url);
const {splitRegistry, registrySlice, nameSlices} = require('../splitRegistry.cjs') as {
  splitRegistry: (
    source: string,
    routesChunkNames: Record<string, unknown>,
    request: string,
  ) => string;
  registrySlice: (
    source: string,
    routesChunkNames: Record<string, unknown>,
    routesSource: string,
    propFiles: ReadonlyArray<{file: string; json: string}>,
    section: string,
  ) => string;
  nameSlices: (source: string, routesChunkNames: Record<string, unknown>) => string;
};

const entry = (name: string, modulePath: string): string =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

/** A registry as core's codegenRoutes.js writes it: the last entry closes the object on its line. */
const registryOf = (entries: readonly string[]): string =>
  `export default {\n${entries.join('\n')}};\n`;

const pagesOf = (section: string): string[] =>
  Array.from({length: 8}, (_, page) => `${section}/page-${String(page)}`);
/** The chunk name of a page's content: /docs/Workflows/page-3 → workflows-3. */
const contentOf = (route: string): string =>
  `${route.split('/').at(-2)?.toLowerCase() ?? ''}-${route.split('-').at(-1) ?? ''}`;
const sectionPages = [...pagesOf('/docs/Modules/Student'), ...pagesOf('/docs/Workflows')];
const routesChunkNames: Record<string, unknown> = {
  '/docs-a1b': {__comp: 'layout', __props: 'sidebar'},
  '/docs/intro-c2d': {__comp: 'doc', content: 'intro'},
  ...Object.fromEntries(
    sectionPages.map((route, page) => [
      `${route}-e${String(page)}f`,
      {__comp: 'doc', content: contentOf(route)},
    ]),
  ),
  '/docs/Modules/Fee/about-0a0': {__comp: 'doc', content: 'fee-about'},
};
const names = ['layout', 'sidebar', 'doc', 'intro', 'fee-about', ...sectionPages.map(contentOf)];
const registry = registryOf(names.map((name) => entry(name, `@site/docs/${name}.md`)));
const request = '/site/.docusaurus/registry.js';

describe('sectioned-registry', () => {
  it("leaves shared chunks and small sections in main.js's registry, and names each section's slice", () => {
    const main = splitRegistry(registry, routesChunkNames, request);
    for (const name of ['layout', 'sidebar', 'doc', 'intro', 'fee-about'])
      expect(main).toContain(entry(name, `@site/docs/${name}.md`));
    expect(main).not.toContain('"student-0"');
    expect(main).toContain('export default registry;');
    // Sections in order, each slice a chunk of its own name, which the server build names too (nameSlices).
    expect(main).toContain(
      `  "/docs/Modules/Student": [() => import(/* webpackChunkName: "registry-0" */ "${request}?section=%2Fdocs%2FModules%2FStudent"), "registry-0"],`,
    );
    expect(main).toContain(
      `  "/docs/Workflows": [() => import(/* webpackChunkName: "registry-1" */ "${request}?section=%2Fdocs%2FWorkflows"), "registry-1"],`,
    );
  });

  it("leaves the server build's registry whole and names each section's slice chunk for the render to report", () => {
    const server = nameSlices(registry, routesChunkNames);
    expect(server.startsWith(registry.trimEnd())).toBe(true);
    expect(server).toContain(
      'export const registrySliceChunks = {"/docs/Modules/Student":"registry-0","/docs/Workflows":"registry-1"};',
    );
    expect(() => nameSlices('export default {};', routesChunkNames)).toThrow(
      /recognised 0 of 0 registry entries/,
    );
  });

  it("answers a section's slice with its chunks' files and entries, and its pages' routes and sidebar items", () => {
    const slice = registrySlice(
      registry,
      routesChunkNames,
      routesOf(routesChunkNames),
      [],
      '/docs/Modules/Student',
    );
    // The build writes the chunks' files in place of the placeholder (../chunkFiles.ts).
    expect(slice).toContain(
      'addChunkFiles("sectioned-registry: the chunk files of /docs/Modules/Student");',
    );
    expect(slice).toContain('export const sidebarItems = {};');
    expect(slice.match(/require\.resolveWeak\(/g)).toHaveLength(8);
    expect(slice).toContain(entry('student-7', '@site/docs/student-7.md'));
    expect(slice).not.toContain('"layout"');
    expect(slice).not.toContain('"workflows-0"');
    expect(slice).toContain('path: "/docs/Modules/Student/page-7"');
    expect(slice).toContain(
      'export const routesChunkNames = {"/docs/Modules/Student/page-0-e0f":{"__comp":"doc","content":"student-0"},',
    );
  });

  it('fails on a registry whose entries it does not recognise', () => {
    expect(() =>
      splitRegistry(
        'export default {"a": [load, modulePath, require.resolveWeak("x")]};',
        routesChunkNames,
        request,
      ),
    ).toThrow(/recognised 0 of 1 registry entries/);
  });
});
