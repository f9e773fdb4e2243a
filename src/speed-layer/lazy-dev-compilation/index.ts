import type {Plugin} from '@docusaurus/types';

/**
 * The writers' live-reload server (`npm start`) compiles a page's code when a browser first asks for
 * it, not all ~360 pages before it shows the first one: Rspack's lazy compilation of dynamic imports,
 * which is how Docusaurus loads each route's chunks. Development only; builds compile everything.
 */

/** Rspack's options: lazily compile what `import()` loads; the entry itself is needed at once. */
export const lazyCompilation = {entries: false, imports: true} as const;

interface DevServer {
  compiler: unknown;
}

/** An Express-style middleware, as webpack-dev-server takes it. */
type Middleware = (request: never, response: never, next: () => void) => unknown;

export default function pluginLazyDevCompilation(): Plugin {
  return {
    name: 'lazy-dev-compilation',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const rspack = currentBundler.instance as {lazyCompilationMiddleware?: (compiler: unknown) => Middleware};
      if (currentBundler.name !== 'rspack' || !rspack.lazyCompilationMiddleware) throw new Error('lazy-dev-compilation: needs Rspack (future.v4 or future.faster.rspackBundler) and its lazyCompilationMiddleware');
      const {lazyCompilationMiddleware} = rspack;
      return {
        lazyCompilation,
        devServer: {
          // Docusaurus sets up its own middlewares too: webpack-merge calls both functions and joins
          // the lists they return, so this returns only its own. The middleware answers the browser's
          // requests to compile a module, and must be created before the compiler starts.
          setupMiddlewares: (_middlewares: unknown[], devServer: DevServer) => [{name: 'rspack-lazy-compilation', middleware: lazyCompilationMiddleware(devServer.compiler)}],
        },
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
