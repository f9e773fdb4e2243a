// @ts-check
/**
 * A loader for Docusaurus's generated docusaurus.config.mjs, in the browser build only (./index.ts).
 * That file is the whole site config, which every page's main.js carries for useDocusaurusContext.
 * The fields below are read by the build alone: the page template, the plugin and preset options,
 * and the build's checks. The browser gets the rest unchanged.
 * Written in CommonJS because Rspack loads loaders with require().
 */

const buildOnlyFields = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'clientModules',
  'scripts',
  'stylesheets',
  'headTags',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];

const generatedModule = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/;

/**
 * @param {string} source the generated docusaurus.config.mjs
 * @returns {string} the same module without the build-only fields
 */
function stripBuildOnlyFields(source) {
  const match = generatedModule.exec(source);
  // A new format must fail the build, not ship the fields (or break) silently.
  const unknownFormat = new Error(
    "lean-site-config: docusaurus.config.mjs is not `export default {…};`; has Docusaurus's generated config changed?",
  );
  if (!match?.[1] || !match[2]) throw unknownFormat;
  /** @type {unknown} */
  const config = JSON.parse(match[2]);
  if (typeof config !== 'object' || config === null) throw unknownFormat;
  const browserConfig = Object.fromEntries(
    Object.entries(config).filter(([field]) => !buildOnlyFields.includes(field)),
  );
  return `${match[1]}${JSON.stringify(browserConfig, null, 2)};\n`;
}

/** @type {(this: unknown, source: string) => string} */
function loader(source) {
  return stripBuildOnlyFields(source);
}

module.exports = loader;
module.exports.stripBuildOnlyFields = stripBuildOnlyFields;
module.exports.buildOnlyFields = buildOnlyFields;
