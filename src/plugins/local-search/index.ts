import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withoutTrailingSlash} from '../../config/site';
import {indexFileName, recordsFileName} from '../../search/pagePacking';
import synonyms from '../../search/synonyms.json';
import type {SearchRecord} from '../../search/types';
import {builtPages} from './builtPages';
import {buildSearchFiles} from './buildSearchFiles';
import {extractRecords} from './extractRecords';
import {isSearchMode, type SearchMode} from './searchMode';

/**
 * Search for the DocSearch modal and the /search page of theme-search-algolia (README.md beside this file).
 * After every build it extracts the search records from the built HTML into `search-records.json`,
 * the file a site owner pushes to Algolia. In local mode it also writes `search-index.json`, which
 * the browser fetches the first time a reader searches, and points the UI at it: the SearchBar
 * wrapper hands DocSearch a local client, and the /search page's `algoliasearch/lite` import is
 * aliased to the same client. In hosted mode the stock Algolia client is left alone.
 */

export interface PluginOptions {
  mode: SearchMode;
}

/** Global data of the plugin, read by the SearchBar wrapper. */
export interface LocalSearchGlobalData {
  mode: SearchMode;
}

const searchDir = path.resolve(__dirname, '../../search');
/** The theme's own SearchBar: the only module whose `<Head>` (a preconnect to Algolia) is dropped. */
const originalSearchBar = path.join(
  path.dirname(require.resolve('@docusaurus/theme-search-algolia')),
  'theme/SearchBar/index.js',
);

type BundlerCache = {version?: string} | boolean | undefined;
type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
type WebpackConfig = Parameters<ConfigureWebpack>[0];
type ConfigureWebpackResult = Exclude<ReturnType<ConfigureWebpack>, void>;

/**
 * The bundler's persistent cache doesn't see alias changes, so a build in the other mode must not
 * reuse it: the search mode goes into the cache version (Rspack: experiments.cache, webpack: cache),
 * and this file joins the cache's build dependencies, as the config file is.
 */
function cacheVersionedOnMode(config: WebpackConfig, mode: SearchMode): ConfigureWebpackResult {
  const versioned = (cache: BundlerCache) =>
    typeof cache === 'object' && typeof cache.version === 'string'
      ? `${cache.version}-search-${mode}`
      : undefined;
  // Rspack's experiments.cache isn't in webpack's types, which Docusaurus uses for both bundlers.
  const rspackVersion = versioned(
    (config.experiments as {cache?: BundlerCache} | undefined)?.cache,
  );
  if (rspackVersion) {
    return {experiments: {cache: {version: rspackVersion, buildDependencies: [__filename]}}};
  }
  const webpackVersion = versioned(config.cache as BundlerCache);
  if (!webpackVersion) return {};
  return {
    cache: {
      type: 'filesystem',
      version: webpackVersion,
      buildDependencies: {localSearch: [__filename]},
    },
  };
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export default function pluginLocalSearch(_context: LoadContext, options: PluginOptions): Plugin {
  const {mode} = options;
  // The options come from the site config, which the build doesn't type-check.
  if (!isSearchMode(mode)) {
    throw new Error(`local-search: mode must be 'local' or 'hosted', got ${JSON.stringify(mode)}`);
  }
  return {
    name: 'local-search',

    getClientModules() {
      return mode === 'local' ? [path.join(searchDir, 'localAttribution.css')] : [];
    },

    contentLoaded({actions}) {
      actions.setGlobalData({mode} satisfies LocalSearchGlobalData);
    },

    configureWebpack(config, _isServer, {currentBundler}): ConfigureWebpackResult {
      const cache = cacheVersionedOnMode(config, mode);
      if (mode === 'hosted') return cache;
      const noHead = path.join(searchDir, 'NoHead.tsx');
      return {
        ...cache,
        resolve: {
          alias: {'algoliasearch/lite$': path.join(searchDir, 'liteClient.ts')},
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@docusaurus\/Head$/,
            (resource) => {
              if (resource.contextInfo.issuer === originalSearchBar) resource.request = noHead;
            },
          ),
        ],
      };
    },

    async postBuild({outDir, siteConfig}) {
      const site = {
        url: withoutTrailingSlash(siteConfig.url),
        baseUrl: siteConfig.baseUrl,
        trailingSlash: siteConfig.trailingSlash,
      };
      const records: SearchRecord[] = [];
      for await (const page of builtPages(outDir, site)) records.push(...extractRecords(page));
      const recordsJson = JSON.stringify(records);
      await writeFile(path.join(outDir, recordsFileName), recordsJson);
      let summary = `${records.length} records from ${new Set(records.map((r) => r.url_without_anchor)).size} pages`;
      if (mode === 'local') {
        const {meta, files, packs} = buildSearchFiles(
          records,
          withoutTrailingSlash(siteConfig.url),
          synonyms.groups,
        );
        const metaJson = JSON.stringify(meta);
        await writeFile(path.join(outDir, indexFileName), metaJson);
        await mkdir(path.join(outDir, meta.dir), {recursive: true});
        await Promise.all(
          [...files, ...packs].map(([file, content]) =>
            writeFile(path.join(outDir, file), content),
          ),
        );
        const largest = Math.max(...[...files.values()].map((content) => gzipSync(content).length));
        const packsGzip = [...packs.values()].reduce((sum, pack) => sum + gzipSync(pack).length, 0);
        summary +=
          `; ${indexFileName} ${kilobytes(gzipSync(metaJson).length)} gzip, then ${String(files.size)} files in ${meta.dir} (largest ${kilobytes(largest)} gzip)` +
          `, also in ${String(packs.size)} packs for offline search (${kilobytes(packsGzip)} gzip)`;
      }
      console.log(`[local-search] ${mode} mode: ${summary}`);
    },
  };
}
