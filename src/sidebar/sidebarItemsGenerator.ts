// Runs in Node.js at build time, as the docs plugin's `sidebarItemsGenerator` option.
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {sectionGroups, topLevelOrder} from './groups';
import {placePage} from './placement';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];
type GeneratorArgs = Parameters<SidebarItemsGeneratorOption>[0];
type Docs = GeneratorArgs['docs'];
type CategoriesMetadata = GeneratorArgs['categoriesMetadata'];

/** Where the docs of a group are gathered: a folder that exists only in the sidebar. */
export function groupDir(section: string, group: string): string {
  return `${section}/${group}`;
}

/**
 * A doc moved into another folder. The stock generator keys a folder's docs by file name and links a
 * category to a doc named like its folder (`settings.md` in a group keyed `settings`), so the moved
 * doc gets a file name made of its whole id: two `View-Report.md` in one group stay two pages.
 */
function moveDoc(doc: Docs[number], dir: string): Docs[number] {
  return {
    ...doc,
    sourceDirName: dir,
    source: `@site/docs/${dir}/${doc.id.replaceAll('/', '__')}.md`,
  };
}

function topLevelPosition(name: string): number | undefined {
  const index = topLevelOrder.indexOf(name);
  return index < 0 ? undefined : index + 1;
}

/**
 * Moves each grouped page into its group's folder and gives the groups and the top level their
 * labels and order, so that the stock generator builds the sidebar by task while files, ids and
 * routes stay where they are. A section's About page comes first (position 0); a page that sits in
 * no group goes last, at the section's top, and `npm run lint:content` names it.
 */
export function arrangeByTask(
  docs: Docs,
  categoriesMetadata: CategoriesMetadata,
): {docs: Docs; categoriesMetadata: CategoriesMetadata} {
  const arranged = docs.map((doc) => {
    const fileName = path.basename(doc.source);
    if (doc.sourceDirName === '.')
      return {...doc, sidebarPosition: topLevelPosition(fileName.replace(/\.mdx?$/, ''))};
    const placement = placePage(doc.sourceDirName, fileName, doc.frontMatter.sidebar_group);
    switch (placement.kind) {
      case 'folder':
        return doc;
      case 'overview':
        return {...doc, sidebarPosition: 0};
      case 'group':
        return moveDoc(doc, groupDir(placement.section, placement.group));
      case 'unplaced':
        return {...moveDoc(doc, placement.section), sidebarPosition: undefined};
    }
  });

  const metadata: Record<string, CategoriesMetadata[string]> = {...categoriesMetadata};
  // A name that is a root page, not a folder, gets metadata no folder reads: harmless.
  for (const name of topLevelOrder)
    metadata[name] = {...metadata[name], position: topLevelPosition(name)};
  for (const [section, groups] of Object.entries(sectionGroups)) {
    Object.entries(groups).forEach(([group, label], index) => {
      metadata[groupDir(section, group)] = {label, position: index + 1, collapsed: false};
    });
  }
  return {docs: arranged, categoriesMetadata: metadata};
}

/** The docs plugin's sidebar items generator: the stock one, fed the pages arranged by task. */
export const sidebarItemsGenerator: SidebarItemsGeneratorOption = ({
  defaultSidebarItemsGenerator,
  docs,
  categoriesMetadata,
  ...args
}) => defaultSidebarItemsGenerator({...args, ...arrangeByTask(docs, categoriesMetadata)});
