import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {useLazyComponentCreator} = require('../useLazyComponentCreator.cjs') as {
  useLazyComponentCreator: (source: string) => string;
};

const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', '95a'),
    exact: true
  },
];
`;

describe('lazy-route-components', () => {
  it("swaps routes.js's ComponentCreator for the lazy one and leaves the routes alone", () => {
    expect(useLazyComponentCreator(routes)).toBe(
      routes.replace(
        "'@docusaurus/ComponentCreator'",
        "'@site/src/speed-layer/route-runtime/lazy-route-components/client/ComponentCreator'",
      ),
    );
  });

  it('fails on a routes.js it does not recognise', () => {
    expect(() => useLazyComponentCreator('export default [];')).toThrow(
      /has Docusaurus's generated routes.js changed/,
    );
  });
});
