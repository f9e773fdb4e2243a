import type {UpstreamContract} from '../upstream-contracts/contract';

/**
 * Every upstream internal the speed layer relies on, other than its patches (../../patches, checked
 * from the patch files themselves): the installed file and the exact code each piece expects in it.
 * src/upstream-contracts/__tests__/upstreamContracts.test.ts reads each file and fails, naming the
 * piece, when the code is gone; UPGRADING.md says what to do then.
 */
export const speedLayerContracts: readonly UpstreamContract[] = [
  {
    owner: 'paint-first',
    packageName: '@docusaurus/core',
    file: 'lib/ssg/ssgTemplate.html.js',
    expects: [
      '<% it.scripts.forEach((script) => { %>',
      '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
      '</body>',
    ],
    because:
      "imports core's page template and replaces its defer script tags with the after-paint loader",
  },
  {
    owner: 'route-runtime (staged-startup)',
    packageName: '@docusaurus/core',
    file: 'lib/webpack/client.js',
    expects: ["entry: path_1.default.resolve(__dirname, '../client/clientEntry.js'),"],
    because: 'makes its own file the client entry and runs the original one, aliased, last',
  },
  {
    owner: 'route-runtime (staged-startup)',
    packageName: '@docusaurus/core',
    file: 'lib/client/preload.js',
    expects: ['.map((p) => matchRoutes(routes, p))'],
    because:
      "matches the page's routes in the order the entry's preload does, so the entry finds them compiled",
  },
  {
    owner: 'route-runtime (lazy-route-components)',
    packageName: '@docusaurus/core',
    file: 'lib/server/codegen/codegenRoutes.js',
    expects: [
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      "`component: ComponentCreator('${routePath}', '${routeHash}')`",
    ],
    because: "rewrites generated routes.js's one ComponentCreator import to the lazy one",
  },
  {
    owner: 'route-runtime (lazy-route-components)',
    packageName: '@docusaurus/core',
    file: 'lib/client/exports/ComponentCreator.js',
    expects: ['routesChunkNames[`${path}-${hash}`]', 'const chunkRegistry = registry[chunkName];'],
    because: "finds a route's chunk loaders as core's ComponentCreator does",
  },
  {
    owner: 'route-runtime (lazy-route-components)',
    packageName: '@docusaurus/core',
    file: 'lib/client/flat.js',
    expects: ['export default function flat(target) {'],
    because: 'imports `@docusaurus/core/lib/client/flat` to flatten a route chunk tree',
  },
  {
    owner: 'route-runtime (lean-registry)',
    packageName: '@docusaurus/core',
    file: 'lib/server/codegen/codegenRoutes.js',
    expects: [
      '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
    ],
    because: 'empties the module path of every entry of generated registry.js',
  },
  {
    owner: 'route-runtime (sectioned-registry)',
    packageName: '@docusaurus/core',
    file: 'lib/server/codegen/codegenRoutes.js',
    expects: [
      '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`)',
      ".join('\\n')}};",
      'const routeKey = `${routePath}-${routeHash}`;',
      "'routesChunkNames.json'",
    ],
    because:
      'splits generated registry.js, an entry a line, by the sections of the routes (routesChunkNames.json keys) that use each chunk',
  },
  {
    owner: 'route-runtime (sectioned-registry)',
    packageName: '@docusaurus/core',
    file: 'lib/server/codegen/codegenRoutes.js',
    expects: [
      "`component: ComponentCreator('${routePath}', '${routeHash}')`,",
      'parts.push(`exact: true`);',
      'parts.push(`${key}: ${JSON.stringify(attrValue)}`);',
      'export default [\n${indent(routeConfigSerialized)},',
      "component: ComponentCreator('*'),",
    ],
    because:
      "evaluates generated routes.js's table (object literals, attributes as JSON, ComponentCreator calls) to move each section's pages to its slice",
  },
  {
    owner: 'route-runtime (sectioned-registry)',
    packageName: '@docusaurus/theme-classic',
    file: 'lib/theme/DocSidebarItem/Category/index.js',
    expects: [
      '<Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>',
      'onItemClick?.(item);',
      "href={collapsible ? hrefWithSSRFallback ?? '#' : hrefWithSSRFallback}\n          {...props}>",
      'return findFirstSidebarItemLink(item);',
    ],
    because:
      "a collapsed category renders none of its items, so one holding its first link only (splitSidebar.cjs) renders as the server's whole one did, SSR fallback link included; the wrap (src/theme/DocSidebarItem/Category) learns of a click through onItemClick and passes pointer and focus handlers to the category's link",
  },
  {
    owner: 'route-runtime (sectioned-registry)',
    packageName: '@docusaurus/core',
    file: 'lib/client/hasHydratedDataAttribute.js',
    expects: ['<html data-has-hydrated={isBrowser}/>'],
    because:
      "a link in view runs its section's prefetched slice only once the page has hydrated, which core marks on the html element",
  },
  {
    owner: 'route-runtime (sectioned-registry)',
    packageName: '@docusaurus/core',
    file: 'lib/client/normalizeLocation.js',
    expects: ['if (matchedRoutes.some(({ route }) => route.exact === true)) {'],
    because:
      "a section's placeholder route is not exact: a path in a section not loaded yet is normalized as an unknown one, the same for every path but those ending in .html",
  },
  {
    owner: 'route-runtime (sectioned-registry)',
    packageName: '@docusaurus/core',
    file: 'lib/client/App.js',
    expects: ['const routesElement = renderRoutes(routes);'],
    because:
      "the top-level route table is rendered once, as main.js starts: a section's pages put back in it later would never render, so splitRoutes.cjs moves only pages of nested lists, which their layout renders anew (plugin-content-docs' useDocRootMetadata)",
  },
  {
    owner: 'route-runtime (sectioned-registry)',
    packageName: '@docusaurus/plugin-content-docs',
    file: 'lib/client/docsUtils.js',
    expects: ['const docElement = renderRoutes(docRoutes);'],
    because:
      "the docs' layout renders its list of doc routes on every render: a section's pages put back in that list render on the next navigation",
  },
  {
    owner: 'route-runtime (sectioned-registry)',
    packageName: '@docusaurus/core',
    file: 'lib/client/PendingNavigation.js',
    expects: ['preload(nextLocation.pathname)\n            .then(() => {'],
    because:
      "a navigation renders the next route only once its preload, which loads the route's registry slice, has resolved",
  },
  {
    owner: 'route-runtime (sectioned-registry)',
    packageName: '@docusaurus/core',
    file: 'lib/client/preload.js',
    expects: ['match.route.component.preload?.()'],
    because:
      "the entry's and every navigation's preload goes through the route component's own preload, which loads the slice first",
  },
  {
    owner: 'route-runtime (sectioned-registry)',
    packageName: '@docusaurus/core',
    file: 'lib/webpack/plugins/ChunkAssetPlugin.js',
    expects: [
      "const DocusaurusGetChunkAssetFn = '__webpack_require__.gca';",
      'chunkId = ${JSON.stringify(chunkNameToId)}[chunkId]||chunkId; return ${publicPath} + ${getChunkScriptFilename}(chunkId);',
    ],
    because:
      "turns a section slice's chunk name into its file's URL to prefetch it for a link in view (lean-chunk-urls defines the same `gca` without the map)",
  },
  {
    owner: 'route-runtime (sectioned-registry)',
    packageName: '@docusaurus/core',
    file: 'lib/client/serverEntry.js',
    expects: [
      '<Loadable.Capture report={(moduleName) => modules.add(moduleName)}>',
      'modules: Array.from(modules),',
    ],
    because:
      'the server render collects every name react-loadable components report, among them the slice chunk names ReportSlices reports',
  },
  {
    owner: 'route-runtime (sectioned-registry)',
    packageName: '@docusaurus/core',
    file: 'lib/ssg/ssgTemplate.js',
    expects: [
      'const modulesToBeLoaded = [...manifest.entrypoints, ...Array.from(modules)];',
      '(0, react_loadable_ssr_addon_v5_slorber_1.getBundles)(manifest, modulesToBeLoaded);',
      'const scripts = (bundles.js ?? []).map((b) => b.file);',
    ],
    because:
      "a reported slice chunk's files join the page's scripts after the entry scripts (paint-first's loader then fetches them with main.js)",
  },
  {
    owner: 'route-runtime (sectioned-registry)',
    packageName: 'react-loadable-ssr-addon-v5-slorber',
    file: 'lib/ReactLoadableSSRAddon.js',
    expects: ['return [names[0] || id];', 'origins[key].push(sibling);'],
    because:
      "the client manifest (webpack 5 and Rspack) keys each chunk by its name, so the slice's webpackChunkName is what the server reports",
  },
  {
    owner: 'route-runtime (sectioned-registry)',
    packageName: 'react-loadable',
    file: 'lib/index.js',
    expects: [
      'opts.modules.forEach(function (moduleName) {\n          _this2.context.report(moduleName);',
    ],
    because:
      "ReportSlices is a loadable whose `modules` option, reported to the server render's Loadable.Capture, names the slice chunks",
  },
  {
    owner: 'route-runtime (lazy-dev-compilation)',
    packageName: '@docusaurus/core',
    file: 'lib/commands/start/webpack.js',
    expects: [
      'setupMiddlewares: (middlewares, devServer) => {',
      'middlewares.unshift((0, evalSourceMapMiddleware_1.default)(devServer));\n            return middlewares;',
      'const devServerConfig = (0, webpack_merge_1.default)([defaultDevServerConfig, config.devServer].filter(Boolean));',
    ],
    because:
      "adds Rspack's lazy compilation middleware to the array core's own setupMiddlewares fills and returns, through the client config's `devServer`",
  },
  {
    owner: 'route-runtime (lazy-dev-compilation)',
    packageName: 'react-loadable',
    file: 'lib/index.js',
    expects: [
      'return typeof moduleId !== "undefined" && typeof __webpack_modules__[moduleId] !== "undefined";',
    ],
    because:
      "registry.js's weak module ids become undefined in `npm start`: react-loadable then loads the module instead of taking it as already in the page",
  },
  {
    owner: 'route-runtime (lazy-dev-compilation)',
    packageName: 'webpack-merge',
    file: 'dist/join-arrays.js',
    expects: [
      'if ((0, utils_1.isFunction)(a) && (0, utils_1.isFunction)(b)) {',
      'return _joinArrays(a.apply(void 0, __spreadArray([], __read(args), false)), b.apply(void 0, __spreadArray([], __read(args), false)), k);',
    ],
    because:
      'two setupMiddlewares are merged into one that calls both with the same array and joins their results: the piece adds to the array and returns nothing more',
  },
  {
    owner: 'lean-site-config',
    packageName: '@docusaurus/core',
    file: 'lib/server/codegen/codegen.js',
    expects: ['export default ${JSON.stringify(siteConfig, null, 2)};'],
    because:
      'parses generated docusaurus.config.mjs as `export default {JSON};` and drops the build-only fields',
  },
  {
    owner: 'lean-chunk-urls',
    packageName: '@docusaurus/core',
    file: 'lib/webpack/base.js',
    expects: ["? 'assets/js/[name].[contenthash:8].js'"],
    because: 'replaces the client chunk file name; core finds chunks by id, never by name',
  },
  {
    owner: 'lean-chunk-urls',
    packageName: '@docusaurus/core',
    file: 'lib/webpack/plugins/ChunkAssetPlugin.js',
    expects: ['class ChunkAssetPlugin {'],
    because:
      "leaves core's plugin out of the client config by its class name and defines `gca` itself (the sectioned-registry contract holds core's `gca`), a chunk's name being its id",
  },
  {
    owner: 'lean-chunk-urls',
    packageName: '@docusaurus/core',
    file: 'lib/webpack/client.js',
    expects: ['new ChunkAssetPlugin_1.default(),'],
    because: "finds core's ChunkAssetPlugin in the client config's plugins",
  },
  {
    owner: 'docsearch-lite',
    packageName: '@docusaurus/core',
    file: 'lib/webpack/base.js',
    expects: [
      "styles: {\n                            name: 'styles',\n                            type: 'css/mini-extract',",
    ],
    because:
      "gives core's `styles` cache group (all CSS in one file) a test that leaves the modal's CSS out",
  },
  {
    owner: 'docsearch-lite',
    packageName: '@docsearch/css',
    file: 'dist/modal.css',
    expects: ['.DocSearch-Modal'],
    because: "answers `@docsearch/react/style` with the modal's stylesheet alone",
  },
  {
    owner: 'lazy-prism',
    packageName: '@docusaurus/theme-classic',
    file: 'lib/index.js',
    expects: ["'./prism-include-languages',"],
    because: "answers this client module's import from client-modules.js with an empty module",
  },
  {
    owner: 'lazy-prism',
    packageName: '@docusaurus/core',
    file: 'lib/server/codegen/codegen.js',
    expects: ["(0, utils_1.generate)(generatedFilesDir, 'client-modules.js', `export default ["],
    because: 'recognises the import to answer by its issuer, the generated file client-modules.js',
  },
  {
    owner: 'lean-docs',
    packageName: '@docusaurus/plugin-content-docs',
    file: 'lib/props.js',
    expects: [
      'docsSidebars: toSidebarsProp(loadedVersion),',
      'docs: toVersionDocsProp(loadedVersion),',
    ],
    because: "trims the `version` route prop's sidebars and docs map",
  },
  {
    owner: 'lean-docs',
    packageName: '@docusaurus/plugin-content-docs',
    file: 'lib/routes.js',
    expects: [
      '`${(0, utils_1.docuHash)(doc.source)}.json`, doc);',
      'version: (0, props_1.toVersionMetadataProp)(options.id, version),',
    ],
    because:
      "trims only the version route's prop: each doc's own metadata (editUrl, lastUpdatedAt, lastUpdatedBy) is a data file of its own, left whole",
  },
  {
    owner: 'lean-docs',
    packageName: '@docusaurus/plugin-content-docs',
    file: 'lib/client/docsUtils.js',
    expects: ['const doc = version.docs[id];'],
    because: 'keeps in `docs` the ids a card list reads with useDocById',
  },
  {
    owner: 'lean-docs',
    packageName: '@docusaurus/plugin-content-docs',
    file: 'lib/client/docsUtils.js',
    expects: [
      "else if (item.type === 'link' &&\n                item.docId &&\n                isSamePath(item.href, pathname)) {",
    ],
    because:
      'gives a sidebar link no card list shows a one-character doc id: the breadcrumbs only test that it has one',
  },
  {
    owner: 'lean-infima',
    packageName: '@docusaurus/theme-classic',
    file: 'lib/index.js',
    expects: ["return `infima/dist/css/default/default${direction === 'rtl' ? '-rtl' : ''}.css`;"],
    because: "recognises Infima's stylesheet by its path to purge it",
  },
  {
    owner: 'memoized Navbar (src/theme/Navbar)',
    packageName: '@docusaurus/theme-classic',
    file: 'lib/theme/Navbar/index.js',
    expects: ['export default function Navbar() {'],
    because: 'memoizes the navbar, which takes no props and is not memoized upstream',
  },
];
