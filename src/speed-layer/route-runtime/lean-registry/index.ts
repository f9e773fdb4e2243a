import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedFileRule} from '../../generatedFileRule';

/**
 * Takes the module paths out of the route registry every page's main.js carries. Docusaurus's
 * generated registry.js names each of its ~700 chunks' source path ("@site/docs/…/about.md") for
 * react-loadable's server-side report; the browser never reads them (about 3 KB gzip of main.js).
 * The browser build runs registry.js through ./stripModulePaths.cjs, which empties them.
 */
export default function pluginLeanRegistry(context: LoadContext): Plugin {
  return {
    name: 'lean-registry',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : generatedFileRule(context, 'registry.js', path.join(__dirname, 'stripModulePaths.cjs')),
  };
}
