// Runs in Node.js at build time: don't import client code here.
import path from 'node:path';
import {ssrTemplate} from './paint-first/ssrTemplate';

/**
 * The speed layer (README.md beside this file) as docusaurus.config.ts adds it: the page template,
 * the docs plugin and the plugins that keep pages small and their startup short.
 */

/** The pieces that are plugins or the template, by folder name; the patches and wraps are always on. */
export const speedPieces = [
  'paint-first',
  'lean-docs',
  'docsearch-lite',
  'lazy-prism',
  'staged-startup',
  'lazy-route-components',
  'lean-infima',
  'lean-registry',
  'sectioned-registry',
  'lean-chunk-urls',
  'lean-site-config',
  'lazy-dev-compilation',
] as const;
export type SpeedPiece = (typeof speedPieces)[number];

/**
 * Pieces that only change what a production build ships or how it starts in the browser. The
 * writers' live-reload server (`npm start`) leaves them out: it starts sooner, and no reader sees it.
 * docsearch-lite (the search button's markup) and lean-docs (the metadata card lists can read) stay
 * on, so a page looks and fails the same in both. paint-first's template is used by builds only.
 */
export const productionOnlyPieces: readonly SpeedPiece[] = [
  'staged-startup',
  'lazy-route-components',
  'lazy-prism',
  'lean-infima',
  'lean-registry',
  'sectioned-registry',
  'lean-site-config',
  'lean-chunk-urls',
];

/** Pieces for the writers' live-reload server only: they change how `npm start` compiles, and a build has nothing to gain. */
export const developmentOnlyPieces: readonly SpeedPiece[] = ['lazy-dev-compilation'];

/** `SPEED_LAYER_WITHOUT=lean-infima,staged-startup`: a build without some pieces, to measure what each gains. */
export function piecesLeftOut(value: string | undefined): Set<SpeedPiece> {
  const names = (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(speedPieces as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`SPEED_LAYER_WITHOUT: no speed-layer piece named ${unknown.join(', ')}; the pieces are ${speedPieces.join(', ')}`);
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
  if (env.NODE_ENV !== 'production') for (const piece of productionOnlyPieces) leftOut.add(piece);
  else for (const piece of developmentOnlyPieces) leftOut.add(piece);
  // Only lazy-route-components' ComponentCreator waits for a section's registry slice.
  if (leftOut.has('lazy-route-components')) leftOut.add('sectioned-registry');
  const on = (piece: SpeedPiece): boolean => !leftOut.has(piece);
  const pluginPieces = speedPieces.filter((piece) => piece !== 'paint-first' && piece !== 'lean-docs');
  return {
    ssrTemplate: on('paint-first') ? ssrTemplate : undefined,
    docsPlugin: on('lean-docs') ? pluginPath('lean-docs') : '@docusaurus/plugin-content-docs',
    plugins: pluginPieces.filter(on).map(pluginPath),
  };
}
