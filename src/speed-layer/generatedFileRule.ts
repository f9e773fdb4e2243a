import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type WebpackChanges = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/**
 * The configureWebpack part that runs one of Docusaurus's generated files (`.docusaurus/<fileName>`)
 * through a loader of ours: the way the lean-* and lazy-route-components plugins change what the
 * browser gets without forking Docusaurus.
 */
export function generatedFileRule(context: LoadContext, fileName: string, loader: string, options?: Record<string, unknown>): WebpackChanges {
  const generatedFile = path.join(context.generatedFilesDir, fileName);
  return {module: {rules: [{test: (file: string) => file === generatedFile, use: [{loader, options}]}]}};
}
