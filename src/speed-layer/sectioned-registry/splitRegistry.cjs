// @ts-check
/**
 * A loader for Docusaurus's generated registry.js, in the browser build only (./index.ts). The
 * registry maps each route chunk's name to its loader and is in every page's main.js: about 20 bytes
 * gzip a page, so a guide ten times larger made every page heavier. This loader keeps in main.js the
 * chunks that routes of several sections share (layouts, the sidebar, the home page) and moves each
 * section's own chunks (a module's pages under /docs/Modules/Student/…) to a small registry slice the
 * browser loads with the section (./client/sections.ts). The slices are this same file imported with
 * `?section=<path>`, which this loader answers with that section's entries only.
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
 * @param {string} source the generated registry.js
 * @param {unknown} routesChunkNames the generated routesChunkNames.json
 * @param {string} request how the slices import this file (its absolute path)
 * @param {string | undefined} section the slice to answer, or undefined for main.js's registry
 * @returns {string} main.js's registry with `registrySections`, or one section's slice
 */
function splitRegistry(source, routesChunkNames, request, section) {
  const lines = source.split('\n');
  // The last entry ends the object on its own line: `…],};`.
  const entries = lines.filter((line) => entryLine.test(line)).map((line) => line.replace(/\],\};$/, '],'));
  // A new registry format must fail the build, not ship a registry that lacks chunks.
  const expected = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (entries.length === 0 || entries.length !== expected || lines[0] !== 'export default {' || !source.trimEnd().endsWith('],};')) {
    throw new Error(`sectioned-registry: recognised ${String(entries.length)} of ${String(expected)} registry entries; has Docusaurus's registry.js format changed?`);
  }
  const sections = sectionsOfChunks(routesChunkNames);
  /** @param {string} line */
  const sectionOf = (line) => sections.get(entryLine.exec(line)?.[1] ?? '');
  if (section !== undefined) return ['export default {', ...entries.filter((line) => sectionOf(line) === section), '};', ''].join('\n');
  const slices = [...new Set(sections.values())].sort().map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`${request}?section=${encodeURIComponent(name)}`)}),`);
  return [
    'const registry = {',
    ...entries.filter((line) => sectionOf(line) === undefined),
    '};',
    'export default registry;',
    '/** Section path → its registry slice (src/speed-layer/sectioned-registry). */',
    'export const registrySections = {',
    ...slices,
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
  this.addDependency(routesChunkNamesFile);
  const section = new URLSearchParams(this.resourceQuery).get('section') ?? undefined;
  import('node:fs/promises')
    .then(({readFile}) => readFile(routesChunkNamesFile, 'utf8'))
    .then((json) => {
      callback(null, splitRegistry(source, JSON.parse(json), this.resourcePath, section));
    })
    .catch((/** @type {unknown} */ error) => {
      callback(error instanceof Error ? error : new Error(String(error)));
    });
}

module.exports = loader;
module.exports.splitRegistry = splitRegistry;
module.exports.sectionsOfChunks = sectionsOfChunks;
