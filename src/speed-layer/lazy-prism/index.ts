import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Takes Prism out of every page's first load (about 35 KB gzip). theme-classic registers a client
 * module, `prism-include-languages`, that imports Prism to add the configured extra languages on
 * every page, although only code blocks use it and the guide has almost none. This plugin answers
 * that one import (the one from the generated client-modules list) with an empty module; the lazily
 * loaded code block (src/components/LazyCodeBlock) imports the theme's module itself, so extra
 * languages are still registered before anything is highlighted.
 */

const themeClientModule = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic')),
  'prism-include-languages',
);
const noClientModule = path.join(__dirname, 'noClientModule.ts');

/** Whether a request from `issuer` is the client-modules list loading the theme's Prism module. */
export function isGlobalPrismModule(request: string, issuer: string): boolean {
  return (
    request.replace(/\.js$/, '') === themeClientModule && /[\\/]client-modules\.js$/.test(issuer)
  );
}

export default function pluginLazyPrism(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(
          /prism-include-languages/,
          (resource) => {
            if (isGlobalPrismModule(resource.request, resource.contextInfo.issuer))
              resource.request = noClientModule;
          },
        ),
      ],
    }),
  };
}
