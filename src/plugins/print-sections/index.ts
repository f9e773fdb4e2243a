import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {withoutTrailingSlash} from '../../config/site';
import {readPrintSections, type PrintSection} from './sections';
import {sectionDocIds, type SidebarItem} from './sectionPages';
import {sectionDocument} from './sectionDocument';

/**
 * "Print this section": after the build, writes one document for each workflow and module
 * (sections.ts) to build/print/, made from the built pages (sectionDocument.ts), so no browser is
 * needed. The documents are static files, not routes: the sitemap doesn't list them, they carry
 * `noindex` (so the search index leaves them out), and the service worker precaches nothing of them.
 * `npm start` writes none.
 */

interface PrintedSection {
  readonly section: PrintSection;
  readonly pages: readonly {id: string; permalink: string}[];
}

export default function pluginPrintSections(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const docsDir = path.join(siteDir, 'docs');
  let printed: PrintedSection[] = [];
  return {
    name: 'print-sections',
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const version = docs?.loadedVersions[0];
      if (version === undefined) throw new Error('print-sections: the docs plugin has no content');
      const permalinks = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
      const sidebars = version.sidebars as Record<string, readonly SidebarItem[]>;
      printed = readPrintSections(docsDir).map((section) => ({
        section,
        pages: sectionDocIds(section, sidebars).map((id) => {
          const permalink = permalinks.get(id);
          if (permalink === undefined)
            throw new Error(`print-sections: ${section.route} names ${id}, which is not a page`);
          return {id, permalink};
        }),
      }));
    },
    async postBuild({outDir}) {
      const {baseUrl, title, titleDelimiter} = siteConfig;
      const builtFile = (route: string) =>
        path.join(outDir, decodeURI(route).slice(baseUrl.length), 'index.html');
      for (const {section, pages} of printed) {
        const sources = await Promise.all(
          pages.map(async (page) => ({
            ...page,
            html: await readFile(builtFile(page.permalink), 'utf8'),
          })),
        );
        const route = `${baseUrl}${section.route.slice(1)}`;
        const html = sectionDocument({
          kind: section.kind,
          url: `${withoutTrailingSlash(siteConfig.url)}${route}`,
          titleSuffix: ` ${titleDelimiter} ${title}`,
          pages: sources,
        });
        await mkdir(path.dirname(builtFile(route)), {recursive: true});
        await writeFile(builtFile(route), html);
      }
      console.log(
        `[print-sections] ${String(printed.length)} section documents in ${path.join(path.basename(outDir), 'print')}`,
      );
    },
  };
}
