import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import pluginLazyDevCompilation from '..';

const require = createRequire(import.meta.url);
const {devRegistry, devSectionFile} = require('../devRegistry.cjs') as {
  devRegistry: (source: string, routesChunkNames: unknown, request: string) => string;
  devSectionFile: (source: string, routesChunkNames: unknown, section: string) => string;
};

const entry = (name: string, modulePath: string): string =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

describe('lazy-dev-compilation', () => {
  // The intro page, and a section of nine pages (a section has at least eight chunks).
  const studentPages = Array.from({length: 9}, (_, index) => ({
    name: `s${String(index)}`,
    route: `/docs/Modules/Student/page-${String(index)}`,
  }));
  const routesChunkNames = {
    '/docs/intro-1a2': {__comp: 'layout', content: 'intro'},
    ...Object.fromEntries(
      studentPages.map(({name, route}) => [`${route}-3b4`, {__comp: 'layout', content: name}]),
    ),
  };
  const entries = [
    entry('layout', '@theme/DocItem'),
    entry('intro', '@site/docs/intro.md'),
    ...studentPages.map(({name, route}) => entry(name, `@site${route}.md`)),
  ];
  const registry = `export default {\n${entries.join('\n').replace(/\],$/, '],};')}\n`;

  it('keeps the entries no section has to itself, less the weak dependencies the bundler would compile', () => {
    const main = devRegistry(registry, routesChunkNames, '/site/.docusaurus/registry.js');
    expect(main).not.toContain('require.resolveWeak');
    expect(main).toContain(
      '  "intro": [() => import(/* webpackChunkName: "intro" */ "@site/docs/intro.md"), "@site/docs/intro.md", undefined],',
    );
    expect(main).toContain(
      '  "layout": [() => import(/* webpackChunkName: "layout" */ "@theme/DocItem"), "@theme/DocItem", undefined],',
    );
  });

  it("loads a section's entries through one import of the section's file, which imports its modules statically", () => {
    const main = devRegistry(registry, routesChunkNames, '/site/.docusaurus/registry.js');
    expect(main.match(/import\(/g)).toHaveLength(3);
    expect(main).toContain(
      '"/docs/Modules/Student": () => import("/site/.docusaurus/registry.js?devSection=%2Fdocs%2FModules%2FStudent"),',
    );
    expect(main).toContain(
      '  "s3": [fromSection("/docs/Modules/Student", "s3"), "@site/docs/Modules/Student/page-3.md", undefined],',
    );
    const section = devSectionFile(registry, routesChunkNames, '/docs/Modules/Student');
    expect(section).toContain('import * as module3 from "@site/docs/Modules/Student/page-3.md";');
    expect(section).toContain('  "s3": module3,');
    expect(section).not.toContain('import(');
    expect(section).not.toContain('intro');
  });

  it('fails on a registry.js it does not recognise', () => {
    expect(() =>
      devRegistry('export default {};', routesChunkNames, '/site/.docusaurus/registry.js'),
    ).toThrow(/registry\.js format changed/);
  });

  it("adds Rspack's lazy compilation middleware to the array core's dev server fills, and nothing else", () => {
    const context = {generatedFilesDir: '/site/.docusaurus', siteDir: '/site'} as LoadContext;
    const middleware = (): void => undefined;
    const bundler = {name: 'rspack', instance: {lazyCompilationMiddleware: () => middleware}};
    const configure = pluginLazyDevCompilation(context).configureWebpack as NonNullable<
      Plugin['configureWebpack']
    >;
    const config = configure({}, false, {currentBundler: bundler} as never, {}) as {
      lazyCompilation: unknown;
      devServer: {
        setupMiddlewares: (middlewares: unknown[], devServer: {compiler: unknown}) => unknown[];
      };
    };
    expect(config.lazyCompilation).toEqual({entries: false, imports: true});
    const middlewares: unknown[] = ['core'];
    expect(config.devServer.setupMiddlewares(middlewares, {compiler: {}})).toEqual([]);
    expect(middlewares).toEqual([{name: 'rspack-lazy-compilation', middleware}, 'core']);
    expect(configure({}, true, {currentBundler: bundler} as never, {})).toEqual({});
  });
});
