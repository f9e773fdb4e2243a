/**
 * The search record: one heading or one paragraph of a built page, in the shape the DocSearch crawler
 * gives a Docusaurus v3 page. The build writes these records to `search-records.json` (the file a site
 * owner pushes to Algolia) and packs the same records into the local index (pagePacking.ts).
 */

export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof hierarchyLevels)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;

/** `lvlN` for a heading record (lvl1 is the page title), `content` for a paragraph, list item or cell. */
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export interface SearchRecord {
  objectID: string;
  /** Absolute URL of the record: the page URL plus the `#id` of the nearest heading above it. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Facets written by Docusaurus in `<meta name="docsearch:…">`; contextual search filters on them. */
  language: string;
  docusaurus_tag: string;
  version: string[];
  /** Ranking hints used by the hosted index's customRanking (src/plugins/local-search/README.md). */
  weight: {pageRank: number; level: number; position: number};
  /** The page's `keywords` front matter (its `<meta name="keywords">`), on its title record only. */
  keywords?: string[];
  /** The page's `description` front matter (its `<meta name="description">`), on its title record only. */
  description?: string;
}

/** The facets a record can be filtered and counted on. */
export const facetAttributes = ['language', 'docusaurus_tag', 'version', 'type'] as const;
export type FacetAttribute = (typeof facetAttributes)[number];

/** weight.level of a record, as the DocSearch crawler sets it: deeper headings rank lower. */
export const levelWeights: Record<RecordType, number> = {
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};

/** Where a record stands: its page, the facets of the page, the nearest heading's anchor and its place. */
export interface RecordPlace {
  /** Absolute URL of the page, without anchor. */
  pageUrl: string;
  facets: Pick<SearchRecord, 'language' | 'docusaurus_tag' | 'version'>;
  anchor: string | null;
  /** The record's position in its page, counting from 0 at the title record. */
  position: number;
}

/** A record in the crawler's shape: its objectID, URLs and weight follow from its place. */
export function createRecord(
  type: RecordType,
  hierarchy: Hierarchy,
  content: string | null,
  place: RecordPlace,
): SearchRecord {
  const {pageUrl, facets, anchor, position} = place;
  return {
    objectID: `${pageUrl}#${String(position)}`,
    url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
    url_without_anchor: pageUrl,
    anchor,
    type,
    hierarchy: {...hierarchy},
    content,
    language: facets.language,
    docusaurus_tag: facets.docusaurus_tag,
    version: facets.version,
    weight: {pageRank: 0, level: levelWeights[type], position},
  };
}
