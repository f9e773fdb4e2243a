import path from 'node:path';

/**
 * The route-runtime piece: Docusaurus's route runtime reworked to load less and start in short tasks
 * (README.md beside this file). Its parts rewrite the same generated files (registry.js, routes.js)
 * and read what the others wrote, so they are switched on and off together, as one piece.
 */

/**
 * The parts a production build uses, in the order their plugins run: lean-registry's loader runs
 * before sectioned-registry's on registry.js.
 */
export const buildParts = [
  'staged-startup',
  'lazy-route-components',
  'lean-registry',
  'sectioned-registry',
] as const;

/** The part the writers' live-reload server (`npm start`) uses: it changes how pages compile, not what ships. */
export const serverParts = ['lazy-dev-compilation'] as const;

export type RouteRuntimePart = (typeof buildParts)[number] | (typeof serverParts)[number];

/** The plugin files of the parts a production build (`true`) or `npm start` (`false`) uses. */
export function routeRuntimePlugins(production: boolean): string[] {
  const parts: readonly RouteRuntimePart[] = production ? buildParts : serverParts;
  return parts.map((part) => path.join(__dirname, part, 'index.ts'));
}
