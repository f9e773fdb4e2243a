// @ts-check
/**
 * A loader for Docusaurus's generated registry.js, in the live-reload server only (./index.ts). Each
 * entry is `[loader, modulePath, require.resolveWeak(modulePath)]`: a weak dependency, which the
 * bundler still compiles, so every page's MDX was compiled before the first page was served, lazy
 * compilation or not. The id only lets react-loadable render a module already in the page without
 * waiting (after server rendering, which `npm start` doesn't do), so here it becomes `undefined` and
 * react-loadable loads the module, as it does for any module not loaded yet.
 * Written in CommonJS because Rspack loads loaders with require().
 */

const weakModuleId = /require\.resolveWeak\((?:"(?:[^"\\]|\\.)*")\)/g;

/**
 * @param {string} source the generated registry.js
 * @returns {string} the same registry with no weak dependency
 */
function dropWeakModuleIds(source) {
  const dropped = source.replace(weakModuleId, 'undefined');
  // A new registry format must fail loudly, not leave a cold start slow silently.
  if (dropped.includes('require.resolveWeak(') || dropped === source) throw new Error("lazy-dev-compilation: registry.js has weak dependencies this loader does not recognise; has Docusaurus's registry.js format changed?");
  return dropped;
}

/** @type {(this: unknown, source: string) => string} */
function loader(source) {
  return dropWeakModuleIds(source);
}

module.exports = loader;
module.exports.dropWeakModuleIds = dropWeakModuleIds;
