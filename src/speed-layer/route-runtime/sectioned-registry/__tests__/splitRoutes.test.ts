import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {routesOf} from './routeTables';

const require = createRequire(import.meta.url);
interface Route {
  path: string;
  routes?: Route[];
}
const {readRoutes, mainRoutes, mainRoutesChunkNames, sliceRoutesCode} =
  require('../splitRoutes.cjs') as {
    readRoutes: (source: string) => {imports: string; routes: Route[]};
    mainRoutes: (source: string, sections: readonly string[]) => string;
    mainRoutesChunkNames: (
      json: string,
      routesSource: string,
      sections: readonly string[],
    ) => string;
    sliceRoutesCode: (
      routesSource: string,
      routesChunkNames: Record<string, unknown>,
      sections: readonly string[],
      section: string,
    ) => string;
  };

const pagesOf = (section: string, count: number): string[] =>
  Array.from({length: count}, (_, page) => `${section}/page-${String(page)}`);
const pages = [
  '/docs/intro',
  ...pagesOf('/docs/Modules', 2),
  ...pagesOf('/docs/Modules/Student', 3),
  ...pagesOf('/docs/Workflows', 2),
];
const routesChunkNames: Record<string, unknown> = {
  '/docs-a1b': {__comp: 'layout'},
  ...Object.fromEntries(
    pages.map((route, page) => [
      `${route}-h${String(page)}`,
      {__comp: 'doc', content: `content-${String(page)}`},
    ]),
  ),
};
const routesSource = routesOf(routesChunkNames);
const sections = ['/docs/Modules', '/docs/Modules/Student', '/docs/Workflows'];

describe('sectioned-registry: the route table', () => {
  it("keeps the imports and replaces each section's pages by its placeholder, deeper sections first", () => {
    const main = mainRoutes(routesSource, sections);
    expect(main).toContain("import ComponentCreator from '@docusaurus/ComponentCreator';");
    expect(main).toContain(
      "import {sectionedRoutes} from '@site/src/speed-layer/route-runtime/sectioned-registry/client/routeTable';",
    );
    expect(main).toContain(
      "import {sectionPlaceholder} from '@site/src/speed-layer/route-runtime/sectioned-registry/client/placeholder';",
    );
    const [docs] = readRoutes(routesSource).routes;
    expect(docs?.routes).toHaveLength(pages.length);
    const table = main;
    expect(table).toContain(
      'path: "/docs/intro", component: ComponentCreator("/docs/intro", "h0"), exact: true, "sidebar": "docs"',
    );
    expect(table).toContain('path: "*", component: ComponentCreator("*")');
    const placeholders = [...table.matchAll(/sectionPlaceholder\("([^"]+)"\)/g)].map(
      (match) => match[1],
    );
    // A section within another comes before it: the path matches the inner placeholder first.
    expect(placeholders).toEqual(['/docs/Modules/Student', '/docs/Workflows', '/docs/Modules']);
    expect(table).not.toContain('/docs/Modules/Student/page-0');
  });

  it('leaves a section whole when one of its routes is not a page', () => {
    const withLayout = routesSource.replace(
      "path: '/docs/Workflows/page-0',",
      "path: '/docs/Workflows/page-0', routes: [],",
    );
    expect(mainRoutes(withLayout, sections)).toContain('/docs/Workflows/page-1');
    expect(mainRoutes(withLayout, sections)).not.toContain('sectionPlaceholder("/docs/Workflows")');
  });

  it("leaves a section of the top-level table in main.js's table: core renders that table once, as main.js starts", () => {
    const tagPages = ['/blog/tags', ...pagesOf('/blog/tags', 2)];
    const withTags = {
      ...routesChunkNames,
      ...Object.fromEntries(tagPages.map((route, page) => [`${route}-t${String(page)}`, {}])),
    };
    const tagsSource = routesOf(withTags);
    const [tags] = readRoutes(tagsSource).routes;
    expect(tags?.path).toBe('/blog/tags');
    const main = mainRoutes(tagsSource, [...sections, '/blog/tags']);
    // Put back in the top-level table after startup, a page would never render: its placeholder would.
    expect(main).not.toContain('sectionPlaceholder("/blog/tags")');
    for (const route of tagPages) expect(main).toContain(`path: "${route}"`);
    expect(main).toContain('sectionPlaceholder("/docs/Modules/Student")');
    const chunkNames = JSON.parse(
      mainRoutesChunkNames(JSON.stringify(withTags), tagsSource, [...sections, '/blog/tags']),
    ) as Record<string, unknown>;
    expect(Object.keys(chunkNames)).toContain('/blog/tags/page-1-t2');
    expect(
      sliceRoutesCode(tagsSource, withTags, [...sections, '/blog/tags'], '/blog/tags'),
    ).toContain('export const routes = [\n\n];');
  });

  it("moves the pages' chunk names with them", () => {
    const main = JSON.parse(
      mainRoutesChunkNames(JSON.stringify(routesChunkNames), routesSource, sections),
    ) as Record<string, unknown>;
    expect(Object.keys(main)).toEqual(['/docs-a1b', '/docs/intro-h0']);
    const slice = sliceRoutesCode(
      routesSource,
      routesChunkNames,
      sections,
      '/docs/Modules/Student',
    );
    expect(slice).toContain(
      "import ComponentCreator from '@site/src/speed-layer/route-runtime/lazy-route-components/client/ComponentCreator';",
    );
    expect([...slice.matchAll(/path: "([^"]+)"/g)].map((match) => match[1])).toEqual(
      pagesOf('/docs/Modules/Student', 3),
    );
    expect(slice).toContain(
      'export const routesChunkNames = {"/docs/Modules/Student/page-0-h3":{"__comp":"doc","content":"content-3"},',
    );
  });

  it('fails on a routes.js whose table it does not find', () => {
    expect(() => mainRoutes('export const routes = [];', sections)).toThrow(
      /no single `export default \[` table/,
    );
  });
});
