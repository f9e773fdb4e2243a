import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps DocSearch's modal, and its styles, out of every page's first load.
 *
 * Scripts: theme-search-algolia's SearchBar imports the button, the keyboard hook and the version
 * from `@docsearch/react`, and with DocSearch 3 each of those entry points is the package's single
 * bundle, modal and Algolia client included (about 54 KB gzip of the first load). The SearchBar
 * already imports the modal lazily, on hover, focus or a shortcut; this plugin resolves the three
 * eager imports to small copies in `client/`, so the modal (`@docsearch/react/modal`; the
 * upstream fix keep-error-screen, src/upstream-fixes, fixes its error screen) is only downloaded
 * when it's about to open.
 *
 * Styles: the SearchBar loads `@docsearch/react/style` (button and modal CSS) with the modal, but
 * Docusaurus gathers every stylesheet of every chunk into the one CSS file each page loads, so the
 * modal's 2.3 KB gzip of CSS was in every first load. The button copy imports the button's CSS and
 * DocSearch's variables; `@docsearch/react/style` resolves to the modal's CSS alone, which is kept
 * out of the one file and loads with the modal's chunk. Cascade layers (future.v4) keep the order
 * right whichever file loads first: DocSearch's CSS is in its own layer, below the site's CSS.
 */

const clientDir = path.join(__dirname, 'client');

/** The modal's stylesheet in @docsearch/css. */
export const modalStylesheet = require.resolve('@docsearch/css/dist/modal.css');

/** The eager imports of theme-search-algolia 3.10 and the copies that answer them. */
export const entryPointCopies: Readonly<Record<string, string>> = {
  '@docsearch/react/button': path.join(clientDir, 'DocSearchButton.tsx'),
  '@docsearch/react/useDocSearchKeyboardEvents': path.join(
    clientDir,
    'useDocSearchKeyboardEvents.ts',
  ),
  '@docsearch/react/version': path.join(clientDir, 'version.ts'),
};

/** The lazy import of the modal's styles, and what answers it. */
const lazyStyleAlias: Readonly<Record<string, string>> = {
  '@docsearch/react/style': modalStylesheet,
};

/** The part of a module that splitChunks tests: its resource path, when it has one. */
interface ChunkModule {
  nameForCondition?: () => string | null | undefined;
}

/** Whether a module belongs in the one stylesheet of every page: everything but the modal's CSS. */
export function belongsInEveryPageStylesheet(module: ChunkModule): boolean {
  return module.nameForCondition?.() !== modalStylesheet;
}

interface StylesCacheGroup {
  test?: unknown;
}

export default function pluginDocSearchLite(): Plugin {
  return {
    name: 'docsearch-lite',
    configureWebpack(config, isServer) {
      // Docusaurus's `styles` cache group (core's webpack/base.js) puts all CSS in one file.
      const splitChunks = config.optimization?.splitChunks;
      const styles = splitChunks
        ? (splitChunks.cacheGroups?.styles as StylesCacheGroup | undefined)
        : undefined;
      if (!isServer) {
        if (!styles)
          throw new Error(
            "docsearch-lite: Docusaurus's `styles` cache group is gone; see core's webpack/base.js",
          );
        if (styles.test !== undefined)
          throw new Error('docsearch-lite: the `styles` cache group already has a test');
        styles.test = belongsInEveryPageStylesheet;
      }
      // Same keys as the theme's own aliases (its DocSearch 3 shims): site plugins merge last and win.
      return {resolve: {alias: {...entryPointCopies, ...lazyStyleAlias}}};
    },
  };
}
