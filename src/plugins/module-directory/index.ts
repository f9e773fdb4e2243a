import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readModuleDirectory, type ModuleEntry} from './readModuleDirectory';

/**
 * Serves the home page with the module directory read from docs/Modules at build time, so the
 * directory never drifts from the guide. The list is a prop of the home route only, not global data,
 * so other pages don't download it.
 */
export default function pluginModuleDirectory(context: LoadContext): Plugin<ModuleEntry[]> {
  const docsDir = path.join(context.siteDir, 'docs');
  return {
    name: 'module-directory',
    getPathsToWatch: () => [path.join(docsDir, 'Modules', '*', '{about.md,_category_.json}')],
    loadContent: () => Promise.resolve(readModuleDirectory(docsDir)),
    async contentLoaded({content, actions}) {
      const modules = await actions.createData('modules.json', JSON.stringify(content));
      actions.addRoute({
        path: context.baseUrl,
        exact: true,
        component: '@site/src/components/HomePage',
        modules: {modules},
      });
    },
  };
}
