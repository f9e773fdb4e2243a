// @ts-check
/**
 * A loader for Docusaurus's generated routes.js (./index.ts): its one import of
 * `@docusaurus/ComponentCreator` becomes the lazy one of ./client/ComponentCreator.tsx.
 * Written in CommonJS because Rspack loads loaders with require().
 */
const originalImport = "import ComponentCreator from '@docusaurus/ComponentCreator';";
const lazyImport =
  "import ComponentCreator from '@site/src/speed-layer/route-runtime/lazy-route-components/client/ComponentCreator';";

/**
 * @param {string} source the generated routes.js
 * @returns {string} routes.js with the lazy ComponentCreator
 */
function useLazyComponentCreator(source) {
  // A new routes.js format must fail the build, not leave startup slow silently.
  if (source.split(originalImport).length !== 2)
    throw new Error(
      "lazy-route-components: routes.js does not import ComponentCreator once as expected; has Docusaurus's generated routes.js changed?",
    );
  return source.replace(originalImport, lazyImport);
}

/** @type {(this: unknown, source: string) => string} */
function loader(source) {
  return useLazyComponentCreator(source);
}

module.exports = loader;
module.exports.useLazyComponentCreator = useLazyComponentCreator;
module.exports.lazyImport = lazyImport;
