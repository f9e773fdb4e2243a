// @ts-check
/**
 * A loader for Docusaurus's generated registry.js, in the live-reload server only (./index.ts). Each
 * entry is `[loader, modulePath, require.resolveWeak(modulePath)]`. Two changes:
 *
 * - The weak dependency goes (it becomes `undefined`): the bundler compiles a weak dependency all the
 *   same, so every page's MDX was compiled before the first page was served, lazy compilation or not.
 *   The id only lets react-loadable render a module already in the page without waiting (after server
 *   rendering, which `npm start` doesn't do), so react-loadable loads the module instead.
 * - A section's entries (a module's pages, under /docs/Modules/Student/…: ../sectioned-registry's
 *   sections) load through one file per section, this file imported with `?devSection=<path>`, which
 *   imports the section's modules statically. Lazy compilation puts a stub and a chunk in the module
 *   graph for every dynamic import, and every compilation seals the whole graph: with ten times the
 *   pages, 3,100 stubs made the first compilation and each page's on-demand compilation a second or
 *   more slower. By section there are about 260, and a page's first visit compiles its whole section
 *   (some 10-40 pages) in the one round it would have taken anyway.
 *
 * Written in CommonJS because Rspack loads loaders with require().
 */
const {readFile} = require('node:fs/promises');
const {
  answerLoader,
  parseObject,
  rememberLast,
  sectionsOfChunks,
} = require('../sectioned-registry/sections.cjs');
const {registryEntries} = require('../sectioned-registry/splitRegistry.cjs');

/** An entry's line: its chunk name, and its module path (the entry's second element). */
const entryParts =
  /^ {2}"((?:[^"\\]|\\.)+)": \[\(\) => import\(.*\), ("(?:[^"\\]|\\.)*"), require\.resolveWeak\(\2\)\],$/;

/**
 * @param {string} line a registry entry line
 * @returns {{name: string, modulePath: string, line: string}}
 */
function parseEntry(line) {
  const match = entryParts.exec(line);
  // A new registry format must fail loudly, not leave a cold start slow silently.
  if (!match?.[1] || !match[2])
    throw new Error(
      `lazy-dev-compilation: a registry.js entry this loader does not recognise; has Docusaurus's registry.js format changed?\n${line}`,
    );
  return {
    name: match[1],
    modulePath: match[2],
    line: line.replace(/require\.resolveWeak\(.*\)\],$/, 'undefined],'),
  };
}

/** The registry's entries, parsed once while registry.js is the same (main.js's registry and every section's file read them). */
const parsedEntries = rememberLast((/** @type {string} */ source) =>
  registryEntries(source).map(parseEntry),
);

/**
 * main.js's registry: the entries no section has to itself as they were, less their weak ids, and
 * each section's entries loading through the section's file.
 * @param {string} source the generated registry.js
 * @param {unknown} routesChunkNames the generated routesChunkNames.json
 * @param {string} request how the section files import this file (its absolute path)
 * @returns {string}
 */
function devRegistry(source, routesChunkNames, request) {
  const sections = sectionsOfChunks(routesChunkNames);
  const entries = parsedEntries(source);
  const sectionPaths = [...new Set(sections.values())].sort();
  return [
    "/** Each section's file, which imports its modules (src/speed-layer/route-runtime/lazy-dev-compilation/devRegistry.cjs). */",
    'const sectionFiles = {',
    ...sectionPaths.map(
      (section) =>
        `  ${JSON.stringify(section)}: () => import(${JSON.stringify(`${request}?devSection=${encodeURIComponent(section)}`)}),`,
    ),
    '};',
    'const fromSection = (section, name) => () => sectionFiles[section]().then((file) => file.default[name]);',
    'export default {',
    ...entries.map(({name, modulePath, line}) => {
      const section = sections.get(name);
      return section === undefined
        ? line
        : `  ${JSON.stringify(name)}: [fromSection(${JSON.stringify(section)}, ${JSON.stringify(name)}), ${modulePath}, undefined],`;
    }),
    '};',
    '',
  ].join('\n');
}

/**
 * A section's file: its entries' modules, imported statically, by chunk name.
 * @param {string} source the generated registry.js
 * @param {unknown} routesChunkNames the generated routesChunkNames.json
 * @param {string} section the section's path
 * @returns {string}
 */
function devSectionFile(source, routesChunkNames, section) {
  const sections = sectionsOfChunks(routesChunkNames);
  const entries = parsedEntries(source).filter(({name}) => sections.get(name) === section);
  return [
    ...entries.map(
      ({modulePath}, index) => `import * as module${String(index)} from ${modulePath};`,
    ),
    'export default {',
    ...entries.map(({name}, index) => `  ${JSON.stringify(name)}: module${String(index)},`),
    '};',
    '',
  ].join('\n');
}

/**
 * @typedef {{resourcePath: string, resourceQuery: string, addDependency: (file: string) => void,
 *   async: () => (error: Error | null, result?: string) => void}} LoaderContext
 */

/** @type {(this: LoaderContext, source: string) => void} */
function loader(source) {
  const callback = this.async();
  // Core writes routesChunkNames.json beside registry.js, before the bundler starts.
  const routesChunkNamesFile = this.resourcePath.replace(/registry\.js$/, 'routesChunkNames.json');
  const section = new URLSearchParams(this.resourceQuery).get('devSection') ?? undefined;
  this.addDependency(routesChunkNamesFile);
  answerLoader(
    callback,
    readFile(routesChunkNamesFile, 'utf8').then((json) => {
      const routesChunkNames = parseObject(json);
      return section === undefined
        ? devRegistry(source, routesChunkNames, this.resourcePath)
        : devSectionFile(source, routesChunkNames, section);
    }),
  );
}

module.exports = loader;
module.exports.devRegistry = devRegistry;
module.exports.devSectionFile = devSectionFile;
