import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedFileRule} from '../../generatedFileRule';

/**
 * Builds each route's component when the route is first needed (./client/ComponentCreator.tsx), not
 * all ~360 of them as the app starts. Both builds run Docusaurus's generated routes.js through
 * ./useLazyComponentCreator.cjs, so the server renders the same component tree the browser hydrates.
 */
export default function pluginLazyRouteComponents(context: LoadContext): Plugin {
  return {
    name: 'lazy-route-components',
    configureWebpack: () =>
      generatedFileRule(context, 'routes.js', path.join(__dirname, 'useLazyComponentCreator.cjs')),
  };
}
