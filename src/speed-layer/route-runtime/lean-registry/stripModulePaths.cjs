// @ts-check
/**
 * A loader for Docusaurus's generated registry.js, in the browser build only (./index.ts). Each
 * entry is `[loader, modulePath, moduleId]`; the module path only serves react-loadable's report
 * of the modules a page used while rendering on the server, so in the browser it becomes "".
 * Written in CommonJS because Rspack loads loaders with require().
 */

const entryModulePath = /, "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g;

/**
 * @param {string} source the generated registry.js
 * @returns {string} the same registry with every entry's module path emptied
 */
function stripModulePaths(source) {
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  let stripped = 0;
  const result = source.replace(entryModulePath, () => {
    stripped += 1;
    return ', "", require.resolveWeak(';
  });
  // A new registry format must fail the build, not ship the paths (or break) silently.
  if (stripped !== entries)
    throw new Error(
      `lean-registry: emptied ${String(stripped)} of ${String(entries)} module paths; has Docusaurus's registry.js format changed?`,
    );
  return result;
}

/** @type {(this: unknown, source: string) => string} */
function loader(source) {
  return stripModulePaths(source);
}

module.exports = loader;
module.exports.stripModulePaths = stripModulePaths;
