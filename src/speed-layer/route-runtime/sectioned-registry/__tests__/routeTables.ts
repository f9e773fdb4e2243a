/**
 * routes.js as core's codegenRoutes.js writes it, for the routes of a routesChunkNames.json fixture:
 * `/docs` the layout route and every path under it one of its pages; any other path a route of the
 * top-level table, as the blog's pages are.
 */
export function routesOf(routesChunkNames: Record<string, unknown>): string {
  const routes = Object.keys(routesChunkNames).map((key) => {
    const [, path = '', hash = ''] = /^(.*)-([^-]+)$/.exec(key) ?? [];
    return {path, hash};
  });
  const layout = routes.find((route) => route.path === '/docs');
  const isDoc = ({path}: {path: string}): boolean => path.startsWith('/docs/');
  const pages = routes.filter(isDoc).map(
    ({path, hash}) => `      {
        path: '${path}',
        component: ComponentCreator('${path}', '${hash}'),
        exact: true,
        sidebar: "docs"
      }`,
  );
  const topLevel = routes
    .filter((route) => route !== layout && !isDoc(route))
    .map(
      ({path, hash}) => `  {
    path: '${path}',
    component: ComponentCreator('${path}', '${hash}'),
    exact: true
  },
`,
    );
  return `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
${topLevel.join('')}  {
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
