/**
 * routes.js as core's codegenRoutes.js writes it, for the routes of a routesChunkNames.json fixture:
 * `/docs` the layout route, every other route one of its pages.
 */
export function routesOf(routesChunkNames: Record<string, unknown>): string {
  const routes = Object.keys(routesChunkNames).map((key) => {
    const [, path = '', hash = ''] = /^(.*)-([^-]+)$/.exec(key) ?? [];
    return {path, hash};
  });
  const layout = routes.find((route) => route.path === '/docs');
  const pages = routes
    .filter((route) => route !== layout)
    .map(
      ({path, hash}) => `      {
        path: '${path}',
        component: ComponentCreator('${path}', '${hash}'),
        exact: true,
        sidebar: "docs"
      }`,
    );
  return `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs',
    component: ComponentCreator('/docs', '${layout?.hash ?? ''}'),
    routes: [
${pages.join(',\n')}
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
}
