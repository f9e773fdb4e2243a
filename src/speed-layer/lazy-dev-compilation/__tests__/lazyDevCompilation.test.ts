import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import pluginLazyDevCompilation from '..';

const require = createRequire(import.meta.url);
const {dropWeakModuleIds} = require('../dropWeakModuleIds.cjs') as {dropWeakModuleIds: (source: string) => string};

const entry = (name: string, modulePath: string): string =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

describe('lazy-dev-compilation', () => {
  it("drops registry.js's weak dependencies, which the bundler would compile", () => {
    const registry = `export default {\n${entry('a1b2c3d4', '@site/docs/intro.md')}\n${entry('e5f6a7b8', '@site/docs/Modules/Student/about.md')}};\n`;
    const lean = dropWeakModuleIds(registry);
    expect(lean).not.toContain('require.resolveWeak');
    expect(lean).toContain('[() => import(/* webpackChunkName: "a1b2c3d4" */ "@site/docs/intro.md"), "@site/docs/intro.md", undefined],');
    expect(() => dropWeakModuleIds('export default {};')).toThrow(/weak dependencies this loader does not recognise/);
  });

  it("adds Rspack's lazy compilation middleware to the array core's dev server fills, and nothing else", () => {
    const context = {generatedFilesDir: '/site/.docusaurus', siteDir: '/site'} as LoadContext;
    const middleware = (): void => undefined;
    const bundler = {name: 'rspack', instance: {lazyCompilationMiddleware: () => middleware}};
    const configure = pluginLazyDevCompilation(context).configureWebpack as NonNullable<Plugin['configureWebpack']>;
    const config = configure({}, false, {currentBundler: bundler} as never, {}) as {
      lazyCompilation: unknown;
      devServer: {setupMiddlewares: (middlewares: unknown[], devServer: {compiler: unknown}) => unknown[]};
    };
    expect(config.lazyCompilation).toEqual({entries: false, imports: true});
    const middlewares: unknown[] = ['core'];
    expect(config.devServer.setupMiddlewares(middlewares, {compiler: {}})).toEqual([]);
    expect(middlewares).toEqual([{name: 'rspack-lazy-compilation', middleware}, 'core']);
    expect(configure({}, true, {currentBundler: bundler} as never, {})).toEqual({});
  });
});
