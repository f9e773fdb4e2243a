import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedFileRule} from '../generatedFileRule';

/**
 * Leaves the build-only fields out of the site config that every page's main.js carries (the page
 * template, plugin and preset options, the build's checks: about 1.4 KB gzip). The browser build runs
 * Docusaurus's generated docusaurus.config.mjs through ./stripBuildOnlyFields.cjs; the server build,
 * which renders the pages, reads it whole.
 */
export default function pluginLeanSiteConfig(context: LoadContext): Plugin {
  return {
    name: 'lean-site-config',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : generatedFileRule(
            context,
            'docusaurus.config.mjs',
            path.join(__dirname, 'stripBuildOnlyFields.cjs'),
          ),
  };
}
