import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

/**
 * Names the browser's lazy chunks by their route chunk name and content hash, and gives every page's
 * runtime no map of chunk names.
 *
 * Core looks a route's chunk up by its name (a hash such as `814f3328`, from routesChunkNames): its
 * prefetch asks `__webpack_require__.gca(name)` for the file's URL. Core's ChunkAssetPlugin answers
 * with a map from every named chunk's name to its numeric id, in the runtime every page loads: 3.8 KB
 * gzip with the guide as it is, 29 KB with ten times the pages. With chunk ids that are the chunks'
 * names (`chunkIds: 'named'`), a name is already an id, so this plugin's `gca` only builds the URL
 * and core's is left out. The runtime's map of content hashes is keyed by those names, a little
 * longer than numbers; in all, each page's first load is about 1.6 KB gzip smaller at 1×.
 */
export const chunkFilename = 'assets/js/[id].[contenthash:8].js';

/** The class name of core's plugin (lib/webpack/plugins/ChunkAssetPlugin.js), which the client config holds. */
export const coreChunkAssetPlugin = 'ChunkAssetPlugin';

export default function pluginLeanChunkUrls(): Plugin {
  return {
    name: 'lean-chunk-urls',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      // Rspack's RuntimeModule and RuntimeGlobals, where core's plugin takes them (webpack's types call
      // the top-level ones deprecated; Rspack has no other).
      /* eslint-disable @typescript-eslint/no-deprecated */
      const bundler = currentBundler.instance;
      config.plugins = (config.plugins ?? []).filter(
        (plugin) => plugin?.constructor.name !== coreChunkAssetPlugin,
      );

      /** `gca` as core defines it, with the chunk name taken as the chunk id. */
      class ChunkUrlRuntimeModule extends bundler.RuntimeModule {
        constructor() {
          super('ChunkUrlRuntimeModule', bundler.RuntimeModule.STAGE_ATTACH);
        }
        override generate(): string {
          const {publicPath, getChunkScriptFilename} = bundler.RuntimeGlobals;
          return `__webpack_require__.gca = function (chunkName) { return ${publicPath} + ${getChunkScriptFilename}(chunkName); };`;
        }
      }
      const chunkUrlPlugin = {
        apply(compiler: Compiler) {
          compiler.hooks.thisCompilation.tap('lean-chunk-urls', (compilation) => {
            compilation.hooks.additionalTreeRuntimeRequirements.tap('lean-chunk-urls', (chunk) => {
              compilation.addRuntimeModule(chunk, new ChunkUrlRuntimeModule());
            });
          });
        },
      };
      /* eslint-enable @typescript-eslint/no-deprecated */
      return {
        output: {chunkFilename},
        optimization: {chunkIds: 'named'},
        plugins: [chunkUrlPlugin],
      };
    },
  };
}
