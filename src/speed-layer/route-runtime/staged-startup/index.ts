import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Spreads the start of the app over several short tasks. Docusaurus's client entry (core's
 * clientEntry.js) imports the whole app at once, so running main.js is one task of about 80 ms here
 * and over 300 ms on a slow phone, during which the page can't answer a tap (Lighthouse's total
 * blocking time). This plugin makes `client/entry.ts` the entry: it evaluates the same modules, from
 * the same bundle, in stages, matches the page's route and requests its chunks in short slices
 * (`client/prepareRoute.ts`), and hands the main thread back between stages. `@docusaurus-client-entry`
 * names the original entry, which the last stage runs unchanged.
 */

export const stagedEntry = path.join(__dirname, 'client', 'entry.ts');
export const originalEntryAlias = '@docusaurus-client-entry';

/**
 * React DOM as an entry script of its own: the browser parses and compiles each script in a task of
 * its own, so main.js's first task no longer compiles React DOM too. Pages load the same bytes.
 */
export const reactDomChunk = {
  name: 'react-dom',
  test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
  chunks: 'initial',
  enforce: true,
  priority: 60,
} as const;

export default function pluginStagedStartup(): Plugin {
  return {
    name: 'staged-startup',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const originalEntry = config.entry;
      if (typeof originalEntry !== 'string')
        throw new Error(
          `staged-startup: expected Docusaurus's client entry to be one file, got ${JSON.stringify(originalEntry)}`,
        );
      // Replaced, not merged: webpack-merge would keep both entries.
      config.entry = stagedEntry;
      return {
        resolve: {alias: {[originalEntryAlias]: originalEntry}},
        optimization: {splitChunks: {cacheGroups: {[reactDomChunk.name]: reactDomChunk}}},
      };
    },
  };
}
