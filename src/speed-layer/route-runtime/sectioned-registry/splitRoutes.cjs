// @ts-check
/**
 * The route table's part of sectioned-registry, in the browser build only (./index.ts). Docusaurus's
 * generated routes.js (each route's path and component) and routesChunkNames.json (each route's chunk
 * names) are in every page's main.js: about 30 bytes gzip a page, 85 KB of every first load with ten
 * times the guide. Each section's pages (exact routes without subroutes, under the section's path)
 * move to the section's slice (./splitRegistry.cjs answers `registry.js?section=`), with their chunk
 * names. routes.js keeps one placeholder route per section where its pages were: matched by any path
 * in the section, it loads the slice and puts the pages back in its place (./client/placeholder.ts, ./client/routeTable.ts), and
 * core's preload and prefetch then match the path again (the match-again patch).
 * Written in CommonJS because Rspack loads loaders with require().
 */
const {readFile} = require('node:fs/promises');
const path = require('node:path');
const vm = require('node:vm');
const {lazyImport} = require('../lazy-route-components/useLazyComponentCreator.cjs');
const {
  answerLoader,
  parseObject,
  rememberLast,
  clientModule,
  slicedSections,
} = require('./sections.cjs');

/** Where the generated routes.js starts its table: after its imports. */
const tableStart = '\nexport default [';

/**
 * A route as routes.js declares it; `component` holds the arguments of its ComponentCreator call.
 * @typedef {{path: string, component: {creatorArguments: string[]}, exact?: boolean, routes?: Route[], [attribute: string]: unknown}} Route
 */
/** A section's placeholder in main.js's table. @typedef {{placeholderOf: string}} Placeholder */

/**
 * The generated routes.js as data: the code before its table (the imports), and the table with each
 * `ComponentCreator(path, hash)` kept as its arguments. Evaluated, not parsed line by line: the
 * table is object literals core writes with JSON.stringify'd attributes (codegenRoutes.js).
 * @param {string} source the generated routes.js
 * @returns {{imports: string, routes: Route[]}}
 */
function parseRoutes(source) {
  const start = source.indexOf(tableStart);
  if (start < 0 || source.indexOf(tableStart, start + 1) >= 0)
    throw new Error(
      "sectioned-registry: routes.js has no single `export default [` table; has Docusaurus's generated routes.js changed?",
    );
  const tableCode = source
    .slice(start + tableStart.length - 1)
    .trim()
    .replace(/;$/, '');
  /** @param {string[]} creatorArguments */
  const ComponentCreator = (...creatorArguments) => ({creatorArguments});
  /** @type {unknown} */
  const table = vm.runInNewContext(`(${tableCode})`, {ComponentCreator});
  if (!Array.isArray(table))
    throw new Error(
      "sectioned-registry: routes.js's table is not an array; has Docusaurus's generated routes.js changed?",
    );
  const routes = /** @type {Route[]} */ (table);
  return {imports: source.slice(0, start + 1), routes};
}

/** The generated routes.js as data, read once while it is the same. */
const readRoutes = rememberLast(parseRoutes);

/** @param {string} routePath @param {string} section */
const isIn = (routePath, section) => routePath === section || routePath.startsWith(`${section}/`);

/** @param {Route} route */
const isPage = (route) => route.exact === true && route.routes === undefined;

/**
 * Which section's slice each page moves to: the deepest section that holds it, when every route of
 * that section is a page and all of them are in one list (the docs plugin's list of doc routes)
 * below the top level. Core's App.js renders the top-level table once, as main.js starts: pages put
 * back in it later would never render, the placeholder would (nothing, a blank page). A section of
 * the top level (the blog's tags) keeps its pages in main.js; its chunks still move to its slice,
 * which lazy-route-components' ComponentCreator loads before the page renders.
 * @param {Route[]} routes the table
 * @param {readonly string[]} sections the section paths that have a slice
 * @returns {Map<Route, string>} page → section
 */
function findPagesToMove(routes, sections) {
  /** @type {Map<string, Set<Route[]>>} */
  const listsOfSection = new Map();
  /** @type {Map<Route, string>} */
  const moves = new Map();
  /** @type {Set<string>} */
  const staying = new Set();
  /** @param {Route[]} list */
  const visit = (list) => {
    for (const route of list) {
      if (route.routes) visit(route.routes);
      const [section] = sections
        .filter((candidate) => isIn(route.path, candidate))
        .sort((a, b) => b.length - a.length);
      if (section === undefined) continue;
      if (!isPage(route)) staying.add(section);
      listsOfSection.set(section, (listsOfSection.get(section) ?? new Set()).add(list));
      moves.set(route, section);
    }
  };
  visit(routes);
  for (const [section, lists] of listsOfSection)
    if (lists.size > 1 || lists.has(routes)) staying.add(section);
  for (const [route, section] of moves) if (staying.has(section)) moves.delete(route);
  return moves;
}

/** The pages to move, found once for the same table and sections. */
const pagesToMove = rememberLast(findPagesToMove);

/**
 * main.js's table: each moved section's pages replaced by its placeholder, where its first page was;
 * deeper sections first, so a path matches its own section's placeholder before an enclosing one's.
 * @param {Route[]} list
 * @param {Map<Route, string>} moves
 * @returns {Array<Route | Placeholder>}
 */
function withPlaceholders(list, moves) {
  /** @type {Array<Route | Placeholder>} */
  const kept = [];
  /** @type {Set<string>} */
  const placed = new Set();
  let placeAt = -1;
  for (const route of list) {
    const section = moves.get(route);
    if (section === undefined) {
      kept.push(
        route.routes
          ? {...route, routes: /** @type {Route[]} */ (withPlaceholders(route.routes, moves))}
          : route,
      );
      continue;
    }
    if (placeAt < 0) placeAt = kept.length;
    placed.add(section);
  }
  const placeholders = [...placed]
    .sort((a, b) => b.length - a.length)
    .map((section) => ({placeholderOf: section}));
  kept.splice(placeAt, 0, ...placeholders);
  return kept;
}

/** @param {Route | Placeholder} route @returns {string} */
function routeCode(route) {
  if ('placeholderOf' in route) return `sectionPlaceholder(${JSON.stringify(route.placeholderOf)})`;
  const {path, component, exact, routes, ...attributes} = route;
  const parts = [
    `path: ${JSON.stringify(path)}`,
    `component: ComponentCreator(${component.creatorArguments.map((argument) => JSON.stringify(argument)).join(', ')})`,
  ];
  if (exact) parts.push('exact: true');
  if (routes) parts.push(`routes: [\n${routes.map(routeCode).join(',\n')}\n]`);
  for (const [name, value] of Object.entries(attributes))
    parts.push(`${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  return `{${parts.join(', ')}}`;
}

/** The key core's ComponentCreator looks a route's chunk names up by. @param {Route} route */
const chunkNamesKey = (route) => `${route.path}-${route.component.creatorArguments[1] ?? ''}`;

/**
 * main.js's routes.js: the imports as they were (lazy-route-components' loader may run before or
 * after this one), each moved section a placeholder.
 * @param {string} source the generated routes.js
 * @param {readonly string[]} sections the section paths that have a slice
 * @returns {string}
 */
function mainRoutes(source, sections) {
  const {imports, routes} = readRoutes(source);
  const table = withPlaceholders(routes, pagesToMove(routes, sections));
  return `${imports}import {sectionedRoutes} from '${clientModule('routeTable')}';\nimport {sectionPlaceholder} from '${clientModule('placeholder')}';\n\nexport default sectionedRoutes([\n${table.map(routeCode).join(',\n')}\n]);\n`;
}

/**
 * main.js's routesChunkNames.json: without the moved pages' entries.
 * @param {string} json the generated routesChunkNames.json
 * @param {string} routesSource the generated routes.js
 * @param {readonly string[]} sections
 * @returns {string}
 */
function mainRoutesChunkNames(json, routesSource, sections) {
  const {routes} = readRoutes(routesSource);
  const moved = new Set([...pagesToMove(routes, sections).keys()].map(chunkNamesKey));
  const entries = Object.entries(parseObject(json));
  return JSON.stringify(Object.fromEntries(entries.filter(([key]) => !moved.has(key))));
}

/**
 * A section's pages and their chunk names, as code for its slice: `routes` and `routesChunkNames`
 * exports, the pages built by lazy-route-components' ComponentCreator as in routes.js.
 * @param {string} routesSource the generated routes.js
 * @param {Record<string, unknown>} routesChunkNames the generated routesChunkNames.json
 * @param {readonly string[]} sections
 * @param {string} section
 * @returns {string}
 */
function sliceRoutesCode(routesSource, routesChunkNames, sections, section) {
  const {routes} = readRoutes(routesSource);
  const pages = [...pagesToMove(routes, sections)]
    .filter(([, of]) => of === section)
    .map(([route]) => route);
  const chunkNames = Object.fromEntries(
    pages.map((route) => [chunkNamesKey(route), routesChunkNames[chunkNamesKey(route)]]),
  );
  return [
    lazyImport,
    `export const routes = [\n${pages.map(routeCode).join(',\n')}\n];`,
    `export const routesChunkNames = ${JSON.stringify(chunkNames)};`,
    '',
  ].join('\n');
}

/**
 * @typedef {{resourcePath: string, addDependency: (file: string) => void,
 *   async: () => (error: Error | null, result?: string) => void}} LoaderContext
 */

/**
 * The loader of routes.js and of routesChunkNames.json: each needs the other, which core writes beside
 * it before the bundler starts.
 * @type {(this: LoaderContext, source: string) => void}
 */
function loader(source) {
  const callback = this.async();
  const routesFile = path.join(path.dirname(this.resourcePath), 'routes.js');
  const chunkNamesFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  const isRoutes = this.resourcePath === routesFile;
  const otherFile = isRoutes ? chunkNamesFile : routesFile;
  this.addDependency(otherFile);
  answerLoader(
    callback,
    readFile(otherFile, 'utf8').then((other) => {
      const sections = slicedSections(parseObject(isRoutes ? other : source));
      return isRoutes
        ? mainRoutes(source, sections)
        : mainRoutesChunkNames(source, other, sections);
    }),
  );
}

module.exports = loader;
module.exports.readRoutes = readRoutes;
module.exports.mainRoutes = mainRoutes;
module.exports.mainRoutesChunkNames = mainRoutesChunkNames;
module.exports.sliceRoutesCode = sliceRoutesCode;
