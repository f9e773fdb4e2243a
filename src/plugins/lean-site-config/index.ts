import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Leaves the build-only fields out of the site config that every page's main.js carries (the page
 * template, plugin and preset options, the build's checks: about 1.4 KB gzip). The browser build runs
 * Docusaurus's generated docusaurus.config.mjs through ./stripBuildOnlyFields.cjs; the server build,
 * which renders the pages, reads it whole.
 */
export default function pluginLeanSiteConfig(context: LoadContext): Plugin {
  const configFile = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  return {
    name: 'lean-site-config',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [{test: (file: string) => file === configFile, use: [{loader: path.join(__dirname, 'stripBuildOnlyFields.cjs')}]}]}};
    },
  };
}
