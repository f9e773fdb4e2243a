import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {stripModulePaths} = require('../stripModulePaths.cjs') as {
  stripModulePaths: (source: string) => string;
};

const registry = `export default {
  "002c543a": [() => import(/* webpackChunkName: "002c543a" */ "@site/docs/Plugins/Biometric/connect-device.md"), "@site/docs/Plugins/Biometric/connect-device.md", require.resolveWeak("@site/docs/Plugins/Biometric/connect-device.md")],
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
};
`;

describe('lean-registry', () => {
  it("empties each entry's module path and keeps its loader and module id", () => {
    expect(stripModulePaths(registry)).toBe(`export default {
  "002c543a": [() => import(/* webpackChunkName: "002c543a" */ "@site/docs/Plugins/Biometric/connect-device.md"), "", require.resolveWeak("@site/docs/Plugins/Biometric/connect-device.md")],
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
};
`);
  });

  it('fails on a registry whose entries it does not recognise', () => {
    expect(() =>
      stripModulePaths('export default {"a": [load, modulePath, require.resolveWeak("x")]};'),
    ).toThrow(/emptied 0 of 1/);
  });
});
