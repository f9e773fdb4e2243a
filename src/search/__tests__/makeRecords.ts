import {buildSearchFiles} from '../../plugins/local-search/buildSearchFiles';
import {SearchEngine} from '../engine';
import {createRecord, type Hierarchy, type RecordType, type SearchRecord} from '../types';

export const origin = 'https://docs.example.com';

/** A section of a test page: a heading (lvl2) with its paragraphs. */
export interface SectionInput {
  heading: string;
  anchor: string;
  paragraphs?: string[];
}

export interface PageInput {
  /** The site's origin; the test origin when not given. */
  siteOrigin?: string;
  path: string;
  title: string;
  section?: string;
  intro?: string[];
  sections?: SectionInput[];
  tag?: string;
  language?: string;
  /** The page's `keywords` front matter. */
  keywords?: string[];
  /** The page's `description` front matter. */
  description?: string;
}

/** The records the extractor would give a simple page: title, intro paragraphs, h2 sections. */
export function pageRecords({
  siteOrigin = origin,
  path,
  title,
  section = 'Modules',
  intro = [],
  sections = [],
  tag = 'docs-default-current',
  language = 'en',
  keywords,
  description,
}: PageInput): SearchRecord[] {
  const url = `${siteOrigin}${path}`;
  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = {
    lvl0: section,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor: string | null = null;
  const facets = {language, docusaurus_tag: tag, version: tag === 'default' ? [] : ['current']};
  const push = (type: RecordType, content: string | null) => {
    records.push(
      createRecord(type, hierarchy, content, {
        pageUrl: url,
        facets,
        anchor,
        position: records.length,
      }),
    );
  };
  push('lvl1', null);
  if (keywords && records[0]) records[0].keywords = keywords;
  if (description && records[0]) records[0].description = description;
  for (const paragraph of intro) push('content', paragraph);
  for (const {heading, anchor: id, paragraphs = []} of sections) {
    hierarchy.lvl2 = heading;
    anchor = id;
    push('lvl2', null);
    for (const paragraph of paragraphs) push('content', paragraph);
  }
  return records;
}

/** An engine over the index files of `records`, kept in memory; `fetched` hears of each file it fetches. */
export function memoryEngine(
  records: readonly SearchRecord[],
  synonyms: readonly (readonly string[])[] = [],
  fetched: (file: string) => void = () => undefined,
): SearchEngine {
  const {meta, files} = buildSearchFiles(records, origin, synonyms);
  return SearchEngine.create(meta, (file) => {
    fetched(file);
    const content = files.get(file);
    return content === undefined
      ? Promise.reject(new Error(`${file}: not found`))
      : Promise.resolve(JSON.parse(content) as unknown);
  });
}
