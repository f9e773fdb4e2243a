import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {developmentOnlyPieces, piecesLeftOut, productionOnlyPieces, speedLayer} from '..';

const pluginNames = (plugins: readonly string[]): string[] => plugins.map((plugin) => path.basename(path.dirname(plugin)));

describe('speedLayer', () => {
  it('builds with every piece', () => {
    const layer = speedLayer({NODE_ENV: 'production'});
    expect(layer.ssrTemplate).toContain('first-contentful-paint');
    expect(pluginNames([layer.docsPlugin])).toEqual(['lean-docs']);
    expect(pluginNames(layer.plugins)).toEqual(expect.arrayContaining([...productionOnlyPieces, 'docsearch-lite']));
  });

  it('serves `npm start` without the production-only pieces, and builds without the development-only ones', () => {
    const plugins = pluginNames(speedLayer({NODE_ENV: 'development'}).plugins);
    expect(plugins).toEqual(['docsearch-lite', ...developmentOnlyPieces]);
    expect(pluginNames(speedLayer({NODE_ENV: 'production'}).plugins)).not.toEqual(expect.arrayContaining([...developmentOnlyPieces]));
  });

  it('leaves out the pieces SPEED_LAYER_WITHOUT names, to measure them', () => {
    const layer = speedLayer({NODE_ENV: 'production', SPEED_LAYER_WITHOUT: 'paint-first, lean-docs,lean-infima'});
    expect(layer.ssrTemplate).toBeUndefined();
    expect(layer.docsPlugin).toBe('@docusaurus/plugin-content-docs');
    expect(pluginNames(layer.plugins)).not.toContain('lean-infima');
  });

  it('names the pieces when SPEED_LAYER_WITHOUT names one that does not exist', () => {
    expect(() => piecesLeftOut('lean-everything')).toThrow(/no speed-layer piece named lean-everything; the pieces are paint-first, lean-docs/);
    expect([...piecesLeftOut(undefined)]).toEqual([]);
  });
});
