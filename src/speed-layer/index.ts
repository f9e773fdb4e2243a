// Runs in Node.js at build time: don't import client code here.
import path from 'node:path';
import {ssrTemplate} from './paint-first/ssrTemplate';
import {routeRuntimePlugins} from './route-runtime';

/**
 * The speed layer (README.md beside this file) as docusaurus.config.ts adds it: the page template,
 * the docs plugin and the plugins that keep pages small and their startup short.
 */

/** The pieces that are plugins or the template, by folder name, in the order their plugins run; the patches and wraps are always on. */
export const speedPieces = [
  'paint-first',
  'lean-docs',
  'docsearch-lite',
  'lazy-prism',
  'route-runtime',
  'lean-infima',
  'lean-chunk-urls',
  'lean-site-config',
] as const;
export type SpeedPiece = (typeof speedPieces)[number];

/**
 * Pieces that only change what a production build ships or how it starts in the browser. The
 * writers' live-reload server (`npm start`) leaves them out: it starts sooner, and no reader sees it.
 * docsearch-lite (the search button's markup) and lean-docs (the metadata card lists can read) stay
 * on, so a page looks and fails the same in both. paint-first's template is used by builds only;
 * route-runtime has parts for each (route-runtime/index.ts).
 */
export const productionOnlyPieces: readonly SpeedPiece[] = [
  'lazy-prism',
  'lean-infima',
  'lean-site-config',
  'lean-chunk-urls',
];

/** `SPEED_LAYER_WITHOUT=lean-infima,route-runtime`: a build without some pieces, to measure what each gains. */
export function piecesLeftOut(value: string | undefined): Set<SpeedPiece> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(speedPieces as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(
      `SPEED_LAYER_WITHOUT: no speed-layer piece named ${unknown.join(', ')}; the pieces are ${speedPieces.join(', ')}`,
    );
  return new Set(names as SpeedPiece[]);
}

export interface SpeedLayer {
  /** The page template, or undefined for Docusaurus's own. */
  readonly ssrTemplate: string | undefined;
  /** The docs plugin to use in place of the preset's (pass it the docs options). */
  readonly docsPlugin: string;
  readonly plugins: readonly string[];
}

const pluginPath = (piece: SpeedPiece): string => path.join(__dirname, piece, 'index.ts');

export function speedLayer(env: NodeJS.ProcessEnv): SpeedLayer {
  const leftOut = piecesLeftOut(env.SPEED_LAYER_WITHOUT);
  // `docusaurus build` sets production; `docusaurus start` development.
  const production = env.NODE_ENV === 'production';
  if (!production) for (const piece of productionOnlyPieces) leftOut.add(piece);
  const on = (piece: SpeedPiece): boolean => !leftOut.has(piece);
  const pluginPieces = speedPieces.filter(
    (piece) => piece !== 'paint-first' && piece !== 'lean-docs' && on(piece),
  );
  return {
    ssrTemplate: on('paint-first') ? ssrTemplate : undefined,
    docsPlugin: on('lean-docs') ? pluginPath('lean-docs') : '@docusaurus/plugin-content-docs',
    plugins: pluginPieces.flatMap((piece) =>
      piece === 'route-runtime' ? routeRuntimePlugins(production) : [pluginPath(piece)],
    ),
  };
}
