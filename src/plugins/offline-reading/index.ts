import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {build} from 'esbuild';
import {offlinePageFile, serviceWorkerFile} from './cacheRules';
import {fillTemplate} from './fillTemplate';
import {appIcons, themeColor, webManifest, webManifestFile} from './webManifest';

export interface OfflineReadingOptions {
  /** Whether the site has a local search index to keep (local search mode), or none (hosted search). */
  readonly keepSearchIndex: boolean;
}

/** The offline page's files (offlinePage/), written to the build's root with the site's values filled in. */
const offlinePageFiles = [offlinePageFile, 'offline.css'];

/** The offline page and what it shows, precached when the worker installs. */
const precachedFiles = [
  ...offlinePageFiles,
  'offline.js',
  'img/logo.svg',
  webManifestFile,
  ...appIcons.map((icon) => icon.file),
];

/** Bundles one of this folder's scripts for the browser, on its own: it runs outside the app. */
async function bundle(
  entry: string,
  outfile: string,
  define: Record<string, string>,
): Promise<void> {
  await build({
    entryPoints: [path.join(__dirname, entry)],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    define,
    logLevel: 'warning',
  });
}

/**
 * Readable offline, installable as an app. After the build, bundles the service worker
 * (serviceWorker.ts) into sw.js with the offline page's files precached, and writes the web app
 * manifest; every page registers the worker once the reader uses it, and links the manifest then
 * (client/registerServiceWorker.ts). Workbox directly, not @docusaurus/plugin-pwa: that plugin
 * precaches the whole build (every page and chunk) or nothing, and a reader on mobile data should
 * download only what they open.
 */
export default function pluginOfflineReading(
  context: LoadContext,
  options: OfflineReadingOptions,
): Plugin {
  const {baseUrl, title, tagline, titleDelimiter} = context.siteConfig;
  const titleSuffix = ` ${titleDelimiter} ${title}`;
  return {
    name: 'offline-reading',
    getClientModules() {
      return [path.join(__dirname, 'client', 'registerServiceWorker.ts')];
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({
            OFFLINE_KEEP_SEARCH_INDEX: JSON.stringify(options.keepSearchIndex),
          }),
        ],
      };
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'meta', attributes: {name: 'theme-color', content: themeColor}},
          {
            tagName: 'link',
            attributes: {rel: 'apple-touch-icon', href: `${baseUrl}${appIcons[0].file}`},
          },
        ],
      };
    },
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, webManifestFile), webManifest({title, tagline, baseUrl}));
      for (const file of offlinePageFiles) {
        const template = await readFile(path.join(__dirname, 'offlinePage', file), 'utf8');
        await writeFile(path.join(outDir, file), fillTemplate(template, {baseUrl, titleSuffix}));
      }
      await bundle('offlinePage/offline.ts', path.join(outDir, 'offline.js'), {
        TITLE_SUFFIX: JSON.stringify(titleSuffix),
      });
      const swFile = path.join(outDir, serviceWorkerFile);
      await bundle('serviceWorker.ts', swFile, {'process.env.NODE_ENV': '"production"'});
      // Imported here, not at the top: loading workbox-build takes a quarter of a second, which every
      // `npm start` and build paid whether or not it wrote the service worker.
      const {injectManifest} = await import('workbox-build');
      const {warnings} = await injectManifest({
        swSrc: swFile,
        swDest: swFile,
        globDirectory: outDir,
        globPatterns: precachedFiles,
      });
      if (warnings.length > 0) throw new Error(`[offline-reading] ${warnings.join('\n')}`);
    },
  };
}
