import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import type {AcceptedPlugin, Plugin as PostCssPlugin, Root} from 'postcss';

/**
 * Drops the rules of Infima, the theme's CSS framework, that nothing in the site can use: Docusaurus
 * puts all of Infima (about 9 KB of the 16 KB gzip of CSS every page loads) in one stylesheet, with
 * pills, cards, button groups, pagination and a utility class for every spacing and color.
 *
 * PurgeCSS keeps a rule when every class, id and element it names appears as a word in the code that
 * can render it: the theme and plugin packages' client code, the site's own code and every page's
 * Markdown (a writer's `className` included). Two kinds of name are kept although they appear
 * nowhere: classes inside `:not(…)`, whose rule applies precisely because the class is absent, and
 * the HTML elements Markdown writes without naming them in any source (tables, lists…).
 * Only Infima's stylesheet is purged; the theme's own CSS and the site's are left as they are.
 */

/** Whether a stylesheet is Infima's (theme-classic imports `infima/dist/css/default/default.css`). */
export function isInfimaStylesheet(file: string | undefined): boolean {
  return file !== undefined && /[\\/]infima[\\/]dist[\\/]css[\\/]/.test(file);
}

/** The classes a stylesheet names only to exclude them: `:not(.button--outline)`. */
export function classesInNot(css: string): string[] {
  const classes = [...css.matchAll(/:not\(([^)]*)\)/g)].flatMap((match) =>
    [...(match[1] ?? '').matchAll(/\.([\w-]+)/g)].map((name) => name[1] ?? ''),
  );
  return [...new Set(classes)].sort();
}

/** Elements that Markdown and MDX write into pages; no source names them as words. */
export const markdownElements = [
  'a',
  'blockquote',
  'br',
  'code',
  'del',
  'details',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'input',
  'kbd',
  'li',
  'ol',
  'p',
  'pre',
  'strong',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
];

/** Where class names that reach a page can come from, relative to the site directory. */
export function contentGlobs(siteDir: string): string[] {
  return [
    'node_modules/@docusaurus/*/lib/**/*.js',
    'src/**/*.{ts,tsx,md,mdx}',
    'docs/**/*.{md,mdx}',
    'blog/**/*.{md,mdx}',
    'docusaurus.config.ts',
  ].map((glob) => path.join(siteDir, glob));
}

/** The PostCSS plugin: PurgeCSS on Infima's stylesheet, nothing on any other. */
export function purgeInfima(siteDir: string): AcceptedPlugin {
  return {
    postcssPlugin: 'lean-infima',
    async OnceExit(root: Root, helpers) {
      if (!isInfimaStylesheet(root.source?.input.file)) return;
      // The creator is typed as returning a plugin or a processor; it returns a plugin.
      const purge = purgeCSSPlugin({
        content: contentGlobs(siteDir),
        safelist: {standard: [...classesInNot(root.toString()), ...markdownElements]},
      }) as PostCssPlugin;
      await purge.OnceExit?.(root, helpers);
    },
  };
}

export default function pluginLeanInfima(context: LoadContext): Plugin {
  return {
    name: 'lean-infima',
    configurePostCss(options) {
      options.plugins.push(purgeInfima(context.siteDir));
      return options;
    },
  };
}
