import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps DocSearch's modal out of every page's first load. theme-search-algolia's SearchBar imports
 * the button, the keyboard hook and the version from `@docsearch/react`, and with DocSearch 3 each
 * of those entry points is the package's single bundle, modal and Algolia client included (about
 * 54 KB gzip of the first load). The SearchBar already imports the modal lazily, on hover, focus or
 * a shortcut; this plugin resolves the three eager imports to small copies in `client/`, so the
 * modal (`@docsearch/react/modal`, patched by patches/) is only downloaded when it's about to open.
 */

const clientDir = path.join(__dirname, 'client');

/** The eager imports of theme-search-algolia 3.10 and the copies that answer them. */
export const entryPointCopies: Readonly<Record<string, string>> = {
  '@docsearch/react/button': path.join(clientDir, 'DocSearchButton.tsx'),
  '@docsearch/react/useDocSearchKeyboardEvents': path.join(clientDir, 'useDocSearchKeyboardEvents.ts'),
  '@docsearch/react/version': path.join(clientDir, 'version.ts'),
};

export default function pluginDocSearchLite(): Plugin {
  return {
    name: 'docsearch-lite',
    // Same keys as the theme's own aliases (its DocSearch 3 shims): site plugins merge last and win.
    configureWebpack: () => ({resolve: {alias: {...entryPointCopies}}}),
  };
}
