// @ts-check
/**
 * A loader for Docusaurus's generated registry.js, in the browser build only (./index.ts). The
 * registry maps each route chunk's name to its loader and is in every page's main.js: about 20 bytes
 * gzip a page, so a guide ten times larger made every page heavier. This loader keeps in main.js the
 * chunks that routes of several sections share (layouts, the sidebar, the home page) and moves each
 * section's own chunks (a module's pages under /docs/Modules/Student/…) to a small registry slice the
 * browser loads with the section (./client/sections.ts). The slices are this same file imported with
 * `?section=<path>`, which this loader answers with that section's entries only. Each slice is a chunk
 * named `registry-<n>`: in the server build (option `server`) the registry stays whole and names each
 * section's slice chunk, which the server render reports so the page's HTML lists the slice's file
 * with the entry scripts (./client/ReportSlices.tsx).
 * Written in CommonJS because Rspack loads loaders with require().
 */
/** A section gets its own slice from this many chunks; smaller groups stay in main.js or join their parent section. */
const minChunksPerSection = 8;
/** Sections are the first three path segments (/docs/Modules/Student), or else the first two (/docs/Workflows). */
const sectionDepths = [3, 2];

/** One registry entry a line: `  "name": [() => import(/* … *\/ "…"), "…", require.resolveWeak("…")],`; chunk names are hashes, never escaped. */
const entryLine = /^ {2}"((?:[^"\\]|\\.)+)": \[\(\) => import\(/;

/** @param {unknown} tree a route's chunk names, nested as in routesChunkNames.json @returns {string[]} */
function chunkNamesIn(tree) {
  if (typeof tree === 'string') return [tree];
  if (tree !== null && typeof tree === 'object') return Object.values(/** @type {Record<string, unknown>} */ (tree)).flatMap(chunkNamesIn);
  return [];
}

/** @param {string} routePath @param {number} depth @returns {string | undefined} */
function prefixOf(routePath, depth) {
  const segments = routePath.split('/').filter(Boolean);
  return segments.length >= depth ? `/${segments.slice(0, depth).join('/')}` : undefined;
}

/**
 * The section of each chunk that only one section's routes use.
 * @param {unknown} routesChunkNames routesChunkNames.json: `${routePath}-${routeHash}` → chunk names
 * @returns {Map<string, string>} chunk name → section path
 */
function sectionsOfChunks(routesChunkNames) {
  if (typeof routesChunkNames !== 'object' || routesChunkNames === null) throw new Error('sectioned-registry: routesChunkNames.json is not an object');
  /** @type {Map<string, Set<string>>} */
  const routesOfChunk = new Map();
  for (const [routeWithHash, tree] of Object.entries(routesChunkNames)) {
    // `${routePath}-${routeHash}`, as core's ComponentCreator looks routes up.
    const routePath = routeWithHash.replace(/-[^-]+$/, '');
    for (const name of chunkNamesIn(tree)) {
      const routes = routesOfChunk.get(name) ?? new Set();
      routes.add(routePath);
      routesOfChunk.set(name, routes);
    }
  }
  /** @type {Map<string, string>} */
  const sections = new Map();
  let undecided = [...routesOfChunk.keys()];
  for (const depth of sectionDepths) {
    /** @type {Map<string, string[]>} */
    const chunksOfSection = new Map();
    for (const name of undecided) {
      const prefixes = new Set([...(routesOfChunk.get(name) ?? [])].map((route) => prefixOf(route, depth)));
      const [section] = prefixes;
      if (prefixes.size !== 1 || section === undefined) continue;
      chunksOfSection.set(section, [...(chunksOfSection.get(section) ?? []), name]);
    }
    for (const [section, names] of chunksOfSection) {
      if (names.length >= minChunksPerSection) for (const name of names) sections.set(name, section);
    }
    undecided = undecided.filter((name) => !sections.has(name));
  }
  return sections;
}

/**
 * The chunk name of each section's slice, by section path: short, because the runtime in every page
 * maps each chunk name to its id (core's ChunkAssetPlugin).
 * @param {Map<string, string>} sections chunk name → section path
 * @returns {Map<string, string>} section path → slice chunk name
 */
function sliceChunkNames(sections) {
  return new Map([...new Set(sections.values())].sort().map((section, index) => [section, `registry-${String(index)}`]));
}

/**
 * The registry's entries, one a line, the last one's closing of the object cut off.
 * @param {string} source the generated registry.js
 * @returns {string[]}
 */
function registryEntries(source) {
  const lines = source.split('\n');
  // The last entry ends the object on its own line: `…],};`.
  const entries = lines.filter((line) => entryLine.test(line)).map((line) => line.replace(/\],\};$/, '],'));
  // A new registry format must fail the build, not ship a registry that lacks chunks.
  const expected = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (entries.length === 0 || entries.length !== expected || lines[0] !== 'export default {' || !source.trimEnd().endsWith('],};')) {
    throw new Error(`sectioned-registry: recognised ${String(entries.length)} of ${String(expected)} registry entries; has Docusaurus's registry.js format changed?`);
  }
  return entries;
}

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
  return `${source.trimEnd()}\n/** Section path → the chunk name of its registry slice in the browser build (src/speed-layer/sectioned-registry). */\nexport const registrySliceChunks = ${JSON.stringify(chunkNames)};\n`;
}

/**
 * @param {string} source the generated registry.js
 * @param {unknown} routesChunkNames the generated routesChunkNames.json
 * @param {string} request how the slices import this file (its absolute path)
 * @param {string | undefined} section the slice to answer, or undefined for main.js's registry
 * @returns {string} main.js's registry with `registrySections`, or one section's slice
 */
function splitRegistry(source, routesChunkNames, request, section) {
  const entries = registryEntries(source);
  const sections = sectionsOfChunks(routesChunkNames);
  /** @param {string} line */
  const sectionOf = (line) => sections.get(entryLine.exec(line)?.[1] ?? '');
  if (section !== undefined) return ['export default {', ...entries.filter((line) => sectionOf(line) === section), '};', ''].join('\n');
  const slices = [...sliceChunkNames(sections)].map(
    ([name, chunkName]) =>
      `  ${JSON.stringify(name)}: [() => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(`${request}?section=${encodeURIComponent(name)}`)}), ${JSON.stringify(chunkName)}],`,
  );
  return [
    'const registry = {',
    ...entries.filter((line) => sectionOf(line) === undefined),
    '};',
    'export default registry;',
    '/** Section path → its registry slice: loader and chunk name (src/speed-layer/sectioned-registry). */',
    'export const registrySections = {',
    ...slices,
    '};',
    '',
  ].join('\n');
}

/**
 * @typedef {{resourcePath: string, resourceQuery: string, addDependency: (file: string) => void,
 *   getOptions: () => {server?: boolean}, async: () => (error: Error | null, result?: string) => void}} LoaderContext
 */

/** @type {(this: LoaderContext, source: string) => void} */
function loader(source) {
  const callback = this.async();
  // Core writes routesChunkNames.json beside registry.js, before the bundler starts.
  const routesChunkNamesFile = this.resourcePath.replace(/registry\.js$/, 'routesChunkNames.json');
  this.addDependency(routesChunkNamesFile);
  const section = new URLSearchParams(this.resourceQuery).get('section') ?? undefined;
  const {server = false} = this.getOptions();
  import('node:fs/promises')
    .then(({readFile}) => readFile(routesChunkNamesFile, 'utf8'))
    .then((json) => {
      const routesChunkNames = /** @type {unknown} */ (JSON.parse(json));
      callback(null, server ? nameSlices(source, routesChunkNames) : splitRegistry(source, routesChunkNames, this.resourcePath, section));
    })
    .catch((/** @type {unknown} */ error) => {
      callback(error instanceof Error ? error : new Error(String(error)));
    });
}

module.exports = loader;
module.exports.splitRegistry = splitRegistry;
module.exports.sectionsOfChunks = sectionsOfChunks;
module.exports.nameSlices = nameSlices;
