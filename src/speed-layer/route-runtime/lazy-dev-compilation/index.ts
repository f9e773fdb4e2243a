import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedFileLoader} from '../../generatedFileRule';

type Middlewares = unknown[];
interface DevServer {
  compiler: unknown;
}
interface RspackLazyCompilation {
  lazyCompilationMiddleware: (compiler: never) => unknown;
}

/**
 * The writers' live-reload server (`npm start`) compiles a page's code when the browser first asks
 * for it, not every page's before it serves the first one: Rspack's lazy compilation of dynamic
 * imports, and every route's chunk is one (core's registry.js). With ten times the pages, a cold
 * start compiled some 3,000 pages' MDX first. A page is compiled with the rest of its section
 * (./devRegistry.cjs), and Rspack's client asks for each module once (the lazy-activate-once patch).
 *
 * Lazy compilation needs Rspack's middleware in the dev server, which answers the browser's request
 * to compile a module. Core builds the dev server's `setupMiddlewares` itself and merges a plugin's
 * `devServer` over it with webpack-merge, which joins two functions by calling both with the same
 * arguments and concatenating what they return: so this one adds its middleware to the array both
 * receive and returns nothing more (a contract in ../../upstreamContracts.ts).
 */
export default function pluginLazyDevCompilation(context: LoadContext): Plugin {
  return {
    name: 'lazy-dev-compilation',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer || currentBundler.name !== 'rspack') return {};
      const {lazyCompilationMiddleware} =
        currentBundler.instance as unknown as RspackLazyCompilation;
      const setupMiddlewares = (middlewares: Middlewares, devServer: DevServer): Middlewares => {
        middlewares.unshift({
          name: 'rspack-lazy-compilation',
          middleware: lazyCompilationMiddleware(devServer.compiler as never),
        });
        return [];
      };
      // registry.js without weak dependencies, which would have every page compiled all the same, and by section (./devRegistry.cjs).
      const registry = generatedFileLoader(
        context,
        'registry.js',
        path.join(__dirname, 'devRegistry.cjs'),
      );
      // `lazyCompilation` is Rspack's option; webpack's types don't have it at the top level.
      return {
        lazyCompilation: {entries: false, imports: true},
        devServer: {setupMiddlewares},
        module: {rules: [registry]},
      } as never;
    },
  };
}
