import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

/**
 * Navbar item types that read the docs plugin's list of every doc (to find the active doc, or a doc by
 * its id): with that list trimmed, they would never show as active or fail to find their doc.
 */
export const navbarTypesReadingDocs = [
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
] as const;

/**
 * The docs plugin's global data is in every page's main.js and lists every doc (id, path, sidebar):
 * 3.3 KB gzip with the guide as it is, 25 KB with ten times the pages. Only the navbar items above
 * read the list, and the guide's navbar has none (the Docs item is a link active under /docs; a
 * unit test checks the configuration), so each version keeps its paths and sidebars and no doc list.
 */
export function trimGlobalData(data: GlobalPluginData): GlobalPluginData {
  return {...data, versions: data.versions.map((version) => ({...version, docs: []}))};
}
