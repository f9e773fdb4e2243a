// @ts-check
/**
 * The docs sidebar's part of sectioned-registry, in the browser build only (./index.ts). The docs
 * plugin's version prop, which every docs page loads, holds the whole sidebar: 5 KB gzip now, 32 KB
 * with ten times the pages, most of it the items of collapsed module categories. A collapsed
 * category whose links all lie in one section keeps only its first link (core's SSR fallback link
 * and any card read it) and a `lazyItems` mark; its items move to the section's slice
 * (./splitRegistry.cjs), which puts them back when it loads (./client/sidebarItems.ts). Categories nest
 * as sections do: the Modules category's items wait for the /docs/Modules slice, and each module's
 * category in them for the module's own. A page of the
 * section loads the slice before it renders, so its category, breadcrumbs and links are whole;
 * expanding another section's category loads that section's slice (src/theme/DocSidebarItem/Category).
 * The server build keeps the sidebar whole: a collapsed category renders none of its items, so the
 * server's HTML and the browser's first render agree.
 * Written in CommonJS because Rspack loads loaders with require().
 */
const {readFile, readdir} = require('node:fs/promises');
const path = require('node:path');
const {
  answerLoader,
  parseJsonObject,
  parseObject,
  rememberLast,
  clientModule,
  slicedSections,
} = require('./sections.cjs');

/** A category keeps its items from this many links down: fewer are not worth a mark. */
const minLinks = 2;

/**
 * A sidebar item as the version prop has it.
 * @typedef {{type: string, href?: string, collapsed?: boolean, collapsible?: boolean, items?: SidebarItem[], lazyItems?: LazyMark}} SidebarItem
 */
/** Where a category's items are: the section whose slice holds them, and their key there. @typedef {{section: string, key: string}} LazyMark */

/** @param {readonly SidebarItem[]} items @returns {SidebarItem[]} the links, depth first */
function linksIn(items) {
  return items.flatMap((item) => (item.type === 'link' ? [item] : linksIn(item.items ?? [])));
}

/** @param {string} href @param {string} section */
const isIn = (href, section) => href === section || href.startsWith(`${section}/`);

/**
 * The collapsed categories whose items can wait for their section's slice: without a page of their
 * own, not inside a category that has one (whose card list would show them), with all their links
 * in one section, and inside no category of that same section (which brings them along). A lazy
 * category inside another of a wider section waits for its own, deeper slice.
 * @param {Record<string, unknown>} versionProp a version prop file (`{version: {docsSidebars}}`)
 * @param {string} file the prop file's name, which keys its categories
 * @param {readonly string[]} sections the section paths that have a slice
 * @returns {Map<SidebarItem, LazyMark>}
 */
function findLazyCategories(versionProp, file, sections) {
  /** @type {Map<SidebarItem, LazyMark>} */
  const found = new Map();
  /** @param {readonly SidebarItem[]} items @param {string} key @param {boolean} inLinkedCategory @param {string | undefined} outerSection */
  const visit = (items, key, inLinkedCategory, outerSection) => {
    items.forEach((item, index) => {
      if (item.type !== 'category') return;
      const itemKey = `${key}/${String(index)}`;
      const links = linksIn(item.items ?? []).map((link) => link.href ?? '');
      const [section] = sections
        .filter((candidate) => links.every((href) => isIn(href, candidate)))
        .sort((a, b) => b.length - a.length);
      const lazy =
        section !== undefined &&
        section !== outerSection &&
        !inLinkedCategory &&
        item.collapsed === true &&
        item.collapsible !== false &&
        item.href === undefined &&
        links.length >= minLinks;
      if (lazy) found.set(item, {section, key: itemKey});
      visit(item.items ?? [], itemKey, item.href !== undefined, lazy ? section : outerSection);
    });
  };
  for (const [name, items] of Object.entries(sidebarsOf(versionProp)))
    visit(items, `${file}:${name}`, false, undefined);
  return found;
}

/** A version prop file's object, parsed once while its text is the same (nothing here changes it). */
const parseVersionProp = rememberLast(parseJsonObject);
/** The lazy categories, found once for the same prop object and sections. */
const lazyCategories = rememberLast(findLazyCategories);

/** @param {Record<string, unknown>} versionProp @returns {Record<string, SidebarItem[]>} */
function sidebarsOf(versionProp) {
  return (
    /** @type {{docsSidebars?: Record<string, SidebarItem[]>} | undefined} */ (versionProp.version)
      ?.docsSidebars ?? {}
  );
}

/**
 * Items with each lazy category holding its first link (core's SSR fallback link and a card read it)
 * and its mark instead of its items.
 * @param {readonly SidebarItem[]} items
 * @param {Map<SidebarItem, LazyMark>} lazy
 * @returns {SidebarItem[]}
 */
function leanItems(items, lazy) {
  return items.map((item) => {
    const mark = lazy.get(item);
    if (mark) return {...item, items: linksIn(item.items ?? []).slice(0, 1), lazyItems: mark};
    return item.type === 'category' ? {...item, items: leanItems(item.items ?? [], lazy)} : item;
  });
}

/**
 * The browser's version prop module: the lean sidebars, passed to ./client/sidebarItems.ts, which keeps
 * the marked categories to put their items back.
 * @param {string} json a version prop file
 * @param {string} file its name
 * @param {readonly string[]} sections
 * @returns {string} a JavaScript module
 */
function leanVersionProp(json, file, sections) {
  const prop = parseVersionProp(json);
  const lazy = lazyCategories(prop, file, sections);
  if (lazy.size === 0) return `export default ${json.trim()};\n`;
  const sidebars = Object.fromEntries(
    Object.entries(sidebarsOf(prop)).map(([name, items]) => [name, leanItems(items, lazy)]),
  );
  const version = {
    .../** @type {Record<string, unknown>} */ (prop.version),
    docsSidebars: sidebars,
  };
  return `import {withLazyCategories} from '${clientModule('sidebarItems')}';\nexport default withLazyCategories(${JSON.stringify({...prop, version})});\n`;
}

/**
 * The version prop files of the docs plugins: each plugin's route props (`p/*.json`) that hold a
 * sidebar, by absolute path.
 * @param {string} generatedFilesDir
 * @returns {Promise<Array<{file: string, json: string}>>}
 */
async function versionPropFiles(generatedFilesDir) {
  const propFiles = [];
  const docsDir = path.join(generatedFilesDir, 'docusaurus-plugin-content-docs');
  for (const pluginId of await readdir(docsDir).catch(() => [])) {
    const propsDir = path.join(docsDir, pluginId, 'p');
    for (const file of await readdir(propsDir).catch(() => [])) {
      const json = await readFile(path.join(propsDir, file), 'utf8');
      if (json.includes('"docsSidebars"')) propFiles.push({file: path.join(propsDir, file), json});
    }
  }
  return propFiles;
}

/**
 * A section's lazy categories' items, as code for its slice: a `sidebarItems` export, key → items.
 * @param {ReadonlyArray<{file: string, json: string}>} propFiles the version prop files (./versionPropFiles)
 * @param {readonly string[]} sections
 * @param {string} section
 * @returns {string}
 */
function sliceSidebarCode(propFiles, sections, section) {
  const items = propFiles.flatMap(({file, json}) => {
    const lazy = lazyCategories(parseVersionProp(json), path.basename(file), sections);
    return [...lazy]
      .filter(([, mark]) => mark.section === section)
      .map(([category, mark]) => [mark.key, leanItems(category.items ?? [], lazy)]);
  });
  return `export const sidebarItems = ${JSON.stringify(Object.fromEntries(items))};`;
}

/**
 * @typedef {{resourcePath: string, addDependency: (file: string) => void,
 *   getOptions: () => {generatedFilesDir: string}, async: () => (error: Error | null, result?: string) => void}} LoaderContext
 */

/** @type {(this: LoaderContext, source: string) => void} */
function loader(source) {
  const callback = this.async();
  const chunkNamesFile = path.join(this.getOptions().generatedFilesDir, 'routesChunkNames.json');
  this.addDependency(chunkNamesFile);
  answerLoader(
    callback,
    readFile(chunkNamesFile, 'utf8').then((json) =>
      leanVersionProp(source, path.basename(this.resourcePath), slicedSections(parseObject(json))),
    ),
  );
}

module.exports = loader;
module.exports.leanVersionProp = leanVersionProp;
module.exports.versionPropFiles = versionPropFiles;
module.exports.sliceSidebarCode = sliceSidebarCode;
