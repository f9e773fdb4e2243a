// @ts-check
/**
 * The sections of sectioned-registry: which route chunks belong to one section of the guide (a
 * module's pages, under /docs/Modules/Student/…) and the chunk name of each section's slice. Both
 * the registry (./splitRegistry.cjs) and the route table (./splitRoutes.cjs) are split by them.
 * Written in CommonJS because Rspack loads loaders with require().
 */
/** The client module, by its file name in ./client, that generated code imports (the route table, the sidebar, a slice). */
const clientModule = (/** @type {string} */ name) =>
  `@site/src/speed-layer/route-runtime/sectioned-registry/client/${name}`;
/** A section gets its own slice from this many chunks; smaller groups stay in main.js or join their parent section. */
const minChunksPerSection = 8;
/** Sections are the first three path segments (/docs/Modules/Student), or else the first two (/docs/Workflows). */
const sectionDepths = [3, 2];

/** @param {unknown} tree a route's chunk names, nested as in routesChunkNames.json @returns {string[]} */
function chunkNamesIn(tree) {
  if (typeof tree === 'string') return [tree];
  if (tree !== null && typeof tree === 'object')
    return Object.values(/** @type {Record<string, unknown>} */ (tree)).flatMap(chunkNamesIn);
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
  if (typeof routesChunkNames !== 'object' || routesChunkNames === null)
    throw new Error('sectioned-registry: routesChunkNames.json is not an object');
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
      const prefixes = new Set(
        [...(routesOfChunk.get(name) ?? [])].map((route) => prefixOf(route, depth)),
      );
      const [section] = prefixes;
      if (prefixes.size !== 1 || section === undefined) continue;
      chunksOfSection.set(section, [...(chunksOfSection.get(section) ?? []), name]);
    }
    for (const [section, names] of chunksOfSection) {
      if (names.length >= minChunksPerSection)
        for (const name of names) sections.set(name, section);
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
  return new Map(
    [...new Set(sections.values())]
      .sort()
      .map((section, index) => [section, `registry-${String(index)}`]),
  );
}

/**
 * The paths of the sections that have a slice.
 * @param {unknown} routesChunkNames the generated routesChunkNames.json
 * @returns {string[]}
 */
function findSlicedSections(routesChunkNames) {
  return [...sliceChunkNames(sectionsOfChunksOnce(routesChunkNames)).keys()];
}

/**
 * A generated JSON file's object (routesChunkNames.json).
 * @param {string} json
 * @returns {Record<string, unknown>}
 */
function parseJsonObject(json) {
  const value = /** @type {unknown} */ (JSON.parse(json));
  if (typeof value !== 'object' || value === null)
    throw new Error('sectioned-registry: routesChunkNames.json is not an object');
  return /** @type {Record<string, unknown>} */ (value);
}

/**
 * What a section's slice passes to `addChunkFiles` (./client/chunkFiles.ts) in its code: the build
 * replaces it with the files of the section's chunks once they are named (./chunkFiles.ts).
 * @param {string} section
 * @returns {string}
 */
function chunkFilesPlaceholder(section) {
  return `sectioned-registry: the chunk files of ${section}`;
}

/**
 * `fn` answering again from its last result while called with the same arguments (`===`): every
 * section's slice is built from the same generated files, which would otherwise be parsed and
 * walked once per slice (some 250 times with ten times the pages).
 * @template {unknown[]} Args
 * @template Result
 * @param {(...args: Args) => Result} fn
 * @returns {(...args: Args) => Result}
 */
function rememberLast(fn) {
  /** @type {{args: Args, result: Result} | undefined} */
  let last;
  return (...args) => {
    if (
      last &&
      last.args.length === args.length &&
      last.args.every((arg, index) => arg === args[index])
    )
      return last.result;
    const result = fn(...args);
    last = {args, result};
    return result;
  };
}

/**
 * Answers an asynchronous loader (`this.async()`) with the code `work` resolves to, or its error.
 * @param {(error: Error | null, result?: string) => void} callback
 * @param {Promise<string>} work
 */
function answerLoader(callback, work) {
  work.then(
    (result) => {
      callback(null, result);
    },
    (/** @type {unknown} */ error) => {
      callback(error instanceof Error ? error : new Error(String(error)));
    },
  );
}

/** routesChunkNames.json's object, parsed once while the text is the same (callers don't change it). */
const parseObject = rememberLast(parseJsonObject);
/** The sections of a routesChunkNames.json object, found once for the same object. */
const sectionsOfChunksOnce = rememberLast(sectionsOfChunks);
/** The sliced sections of a routesChunkNames.json object, the same array for the same object. */
const slicedSections = rememberLast(findSlicedSections);

module.exports = {
  clientModule,
  sectionsOfChunks: sectionsOfChunksOnce,
  sliceChunkNames,
  slicedSections,
  parseObject,
  parseJsonObject,
  chunkFilesPlaceholder,
  answerLoader,
  rememberLast,
};
