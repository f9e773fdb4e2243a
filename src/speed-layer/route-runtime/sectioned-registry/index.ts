import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedFileLoader} from '../../generatedFileRule';
import {chunkFilesPlugin} from './chunkFiles';

/**
 * Keeps each section's part of the route table out of every page's main.js. The browser build runs
 * registry.js through ./splitRegistry.cjs, which leaves in main.js the chunks sections share and
 * moves each section's own (a module's pages) to a slice loaded with the section
 * (./client/sections.ts, awaited by lazy-route-components' ComponentCreator); routes.js and
 * routesChunkNames.json go through ./splitRoutes.cjs, which moves the section's pages and their chunk
 * names to the same slice and leaves a placeholder route that loads it; ./chunkFiles.ts moves the
 * files of the section's chunks from the runtime to the slice, and ./splitSidebar.cjs the items of
 * the section's collapsed sidebar categories. The server build keeps
 * everything whole and learns each slice's chunk name, which the render of a section's page reports
 * (./client/ReportSlices.tsx): the page's HTML then lists the slice's file beside the entry scripts,
 * so it arrives with main.js instead of a round trip later. Needs lazy-route-components, whose
 * ComponentCreator waits for a section's slice (the two are parts of one piece, ../index.ts).
 */
export default function pluginSectionedRegistry(context: LoadContext): Plugin {
  return {
    name: 'sectioned-registry',
    configureWebpack(_config, isServer, {currentBundler}) {
      const registry = generatedFileLoader(
        context,
        'registry.js',
        path.join(__dirname, 'splitRegistry.cjs'),
        {server: isServer},
      );
      if (isServer) return {module: {rules: [registry]}};
      const routeTable = ['routes.js', 'routesChunkNames.json'].map((file) =>
        generatedFileLoader(context, file, path.join(__dirname, 'splitRoutes.cjs')),
      );
      // The docs plugins' route props (`docusaurus-plugin-content-docs/<id>/p/*.json`): the version
      // prop's lean sidebar is a JavaScript module, which keeps its lazy categories.
      const docsProps = path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs');
      const sidebar = {
        test: (file: string) =>
          file.startsWith(`${docsProps}${path.sep}`) &&
          path.basename(path.dirname(file)) === 'p' &&
          file.endsWith('.json'),
        type: 'javascript/auto',
        use: [
          {
            loader: path.join(__dirname, 'splitSidebar.cjs'),
            options: {generatedFilesDir: context.generatedFilesDir},
          },
        ],
      };
      return {
        module: {rules: [registry, ...routeTable, sidebar]},
        plugins: [chunkFilesPlugin(context, currentBundler.instance)],
      };
    },
  };
}
