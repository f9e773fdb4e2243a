import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {piecesLeftOut, productionOnlyPieces, speedLayer} from '..';
import {buildParts, serverParts} from '../route-runtime';

const pluginNames = (plugins: readonly string[]): string[] =>
  plugins.map((plugin) => path.basename(path.dirname(plugin)));

describe('speedLayer', () => {
  it('builds with every piece, and the route runtime with its build parts', () => {
    const layer = speedLayer({NODE_ENV: 'production'});
    expect(layer.ssrTemplate).toContain('first-contentful-paint');
    expect(pluginNames([layer.docsPlugin])).toEqual(['lean-docs']);
    expect(pluginNames(layer.plugins)).toEqual(
      expect.arrayContaining([...productionOnlyPieces, 'docsearch-lite', ...buildParts]),
    );
    expect(pluginNames(layer.plugins)).not.toEqual(expect.arrayContaining([...serverParts]));
  });

  it('serves `npm start` without the production-only pieces, and with the route runtime part for the server', () => {
    expect(pluginNames(speedLayer({NODE_ENV: 'development'}).plugins)).toEqual([
      'docsearch-lite',
      ...serverParts,
    ]);
  });

  it('leaves out the pieces SPEED_LAYER_WITHOUT names, to measure them; the route runtime goes as one', () => {
    const layer = speedLayer({
      NODE_ENV: 'production',
      SPEED_LAYER_WITHOUT: 'paint-first, lean-docs,lean-infima,route-runtime',
    });
    expect(layer.ssrTemplate).toBeUndefined();
    expect(layer.docsPlugin).toBe('@docusaurus/plugin-content-docs');
    expect(pluginNames(layer.plugins)).toEqual([
      'docsearch-lite',
      'lazy-prism',
      'lean-chunk-urls',
      'lean-site-config',
    ]);
  });

  it('names the pieces when SPEED_LAYER_WITHOUT names one that does not exist', () => {
    expect(() => piecesLeftOut('sectioned-registry')).toThrow(
      /no speed-layer piece named sectioned-registry; the pieces are paint-first, lean-docs/,
    );
    expect([...piecesLeftOut(undefined)]).toEqual([]);
  });
});
