import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type WebpackChanges = ReturnType<NonNullable<Plugin['configureWebpack']>>;
interface LoaderRule {
  test: (file: string) => boolean;
  use: Array<{loader: string; options: Record<string, unknown> | undefined}>;
}

/** The rule that runs one of Docusaurus's generated files (`.docusaurus/<fileName>`) through a loader of ours. */
export function generatedFileLoader(
  context: LoadContext,
  fileName: string,
  loader: string,
  options?: Record<string, unknown>,
): LoaderRule {
  const generatedFile = path.join(context.generatedFilesDir, fileName);
  return {test: (file: string) => file === generatedFile, use: [{loader, options}]};
}

/**
 * The configureWebpack part that runs generated files through loaders of ours: the way the lean-* and
 * lazy-route-components plugins change what the browser gets without forking Docusaurus.
 */
export function generatedFileRule(
  context: LoadContext,
  fileName: string,
  loader: string,
  options?: Record<string, unknown>,
): WebpackChanges {
  return {module: {rules: [generatedFileLoader(context, fileName, loader, options)]}};
}
