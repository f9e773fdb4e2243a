// @ts-check
/**
 * A loader for Docusaurus's generated registry.js, in the browser build only (./index.ts). The
 * registry maps each route chunk's name to its loader and is in every page's main.js: about 20 bytes
 * gzip a page, so a guide ten times larger made every page heavier. This loader keeps in main.js the
 * chunks that routes of several sections share (layouts, the sidebar, the home page) and moves each
 * section's own chunks (a module's pages under /docs/Modules/Student/…) to a small registry slice the
 * browser loads with the section (./client/sections.ts). The slices are this same file imported with
 * `?section=<path>`, which this loader answers with that section's entries, and its pages' routes (./splitRoutes.cjs). Each slice is a chunk
 * named `registry-<n>`: in the server build (option `server`) the registry stays whole and names each
 * section's slice chunk, which the server render reports so the page's HTML lists the slice's file
 * with the entry scripts (./client/ReportSlices.tsx).
 * Written in CommonJS because Rspack loads loaders with require().
 */
const {readFile} = require('node:fs/promises');
const path = require('node:path');
const {
  answerLoader,
  chunkFilesPlaceholder,
  parseObject,
  rememberLast,
  clientModule,
  sectionsOfChunks,
  sliceChunkNames,
  slicedSections,
} = require('./sections.cjs');
const {sliceRoutesCode} = require('./splitRoutes.cjs');
const {sliceSidebarCode, versionPropFiles} = require('./splitSidebar.cjs');

/** One registry entry a line: `  "name": [() => import(/* … *\/ "…"), "…", require.resolveWeak("…")],`; chunk names are hashes, never escaped. */
const entryLine = /^ {2}"((?:[^"\\]|\\.)+)": \[\(\) => import\(/;

/**
 * The registry's entries, one a line, the last one's closing of the object cut off.
 * @param {string} source the generated registry.js
 * @returns {string[]}
 */
function findRegistryEntries(source) {
  const lines = source.split('\n');
  // The last entry ends the object on its own line: `…],};`.
  const entries = lines
    .filter((line) => entryLine.test(line))
    .map((line) => line.replace(/\],\};$/, '],'));
  // A new registry format must fail the build, not ship a registry that lacks chunks.
  const expected = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (
    entries.length === 0 ||
    entries.length !== expected ||
    lines[0] !== 'export default {' ||
    !source.trimEnd().endsWith('],};')
  ) {
    throw new Error(
      `sectioned-registry: recognised ${String(entries.length)} of ${String(expected)} registry entries; has Docusaurus's registry.js format changed?`,
    );
  }
  return entries;
}

/** The registry's entries, found once while registry.js is the same. */
const registryEntries = rememberLast(findRegistryEntries);

/**
 * The server build's registry: whole, as the server renders every page, and naming each section's
 * slice chunk for the render to report (./client/ReportSlices.tsx).
 * @param {string} source the generated registry.js
 * @param {unknown} routesChunkNames the generated routesChunkNames.json
 * @returns {string}
 */
function nameSlices(source, routesChunkNames) {
  registryEntries(source);
  const chunkNames = Object.fromEntries(sliceChunkNames(sectionsOfChunks(routesChunkNames)));
  return `${source.trimEnd()}\n/** Section path → the chunk name of its registry slice in the browser build (src/speed-layer/route-runtime/sectioned-registry). */\nexport const registrySliceChunks = ${JSON.stringify(chunkNames)};\n`;
}

/**
 * main.js's registry: the chunks no section has to itself, and each section's slice.
 * @param {string} source the generated registry.js
 * @param {unknown} routesChunkNames the generated routesChunkNames.json
 * @param {string} request how the slices import this file (its absolute path)
 * @returns {string} the registry, and `registrySections`: section path → the slice's loader and chunk name
 */
function splitRegistry(source, routesChunkNames, request) {
  const entries = registryEntries(source);
  const sections = sectionsOfChunks(routesChunkNames);
  const slices = [...sliceChunkNames(sections)].map(
    ([name, chunkName]) =>
      `  ${JSON.stringify(name)}: [() => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(`${request}?section=${encodeURIComponent(name)}`)}), ${JSON.stringify(chunkName)}],`,
  );
  return [
    'const registry = {',
    ...entries.filter((line) => !sections.has(entryLine.exec(line)?.[1] ?? '')),
    '};',
    'export default registry;',
    '/** Section path → its registry slice: loader and chunk name (src/speed-layer/route-runtime/sectioned-registry). */',
    'export const registrySections = {',
    ...slices,
    '};',
    '',
  ].join('\n');
}

/**
 * A section's slice: its chunks' files (./chunkFiles.ts) and registry entries, its pages' routes and
 * chunk names (./splitRoutes.cjs), and its sidebar categories' items (./splitSidebar.cjs).
 * @param {string} source the generated registry.js
 * @param {Record<string, unknown>} routesChunkNames the generated routesChunkNames.json
 * @param {string} routesSource the generated routes.js
 * @param {ReadonlyArray<{file: string, json: string}>} propFiles the docs plugins' version prop files
 * @param {string} section the section's path
 * @returns {string}
 */
function registrySlice(source, routesChunkNames, routesSource, propFiles, section) {
  const sections = sectionsOfChunks(routesChunkNames);
  const entries = registryEntries(source).filter(
    (line) => sections.get(entryLine.exec(line)?.[1] ?? '') === section,
  );
  return [
    `import {addChunkFiles} from '${clientModule('chunkFiles')}';`,
    `addChunkFiles(${JSON.stringify(chunkFilesPlaceholder(section))});`,
    'export default {',
    ...entries,
    '};',
    sliceRoutesCode(routesSource, routesChunkNames, slicedSections(routesChunkNames), section),
    sliceSidebarCode(propFiles, slicedSections(routesChunkNames), section),
  ].join('\n');
}

/**
 * @typedef {{resourcePath: string, resourceQuery: string, addDependency: (file: string) => void,
 *   getOptions: () => {server?: boolean}, async: () => (error: Error | null, result?: string) => void}} LoaderContext
 */

/** @type {(this: LoaderContext, source: string) => void} */
function loader(source) {
  const callback = this.async();
  // Core writes routesChunkNames.json and routes.js beside registry.js, before the bundler starts.
  const routesChunkNamesFile = this.resourcePath.replace(/registry\.js$/, 'routesChunkNames.json');
  const routesFile = this.resourcePath.replace(/registry\.js$/, 'routes.js');
  const section = new URLSearchParams(this.resourceQuery).get('section') ?? undefined;
  const {server = false} = this.getOptions();
  this.addDependency(routesChunkNamesFile);
  if (section !== undefined) this.addDependency(routesFile);
  const slice = async () => {
    const propFiles = await versionPropFiles(path.dirname(this.resourcePath));
    for (const {file} of propFiles) this.addDependency(file);
    return {routesSource: await readFile(routesFile, 'utf8'), propFiles};
  };
  answerLoader(
    callback,
    Promise.all([
      readFile(routesChunkNamesFile, 'utf8'),
      section === undefined ? undefined : slice(),
    ]).then(([json, sliceSources]) => {
      const routesChunkNames = parseObject(json);
      if (server) return nameSlices(source, routesChunkNames);
      if (section === undefined || sliceSources === undefined)
        return splitRegistry(source, routesChunkNames, this.resourcePath);
      return registrySlice(
        source,
        routesChunkNames,
        sliceSources.routesSource,
        sliceSources.propFiles,
        section,
      );
    }),
  );
}

module.exports = loader;
module.exports.splitRegistry = splitRegistry;
module.exports.registrySlice = registrySlice;
module.exports.nameSlices = nameSlices;
module.exports.registryEntries = registryEntries;
