import {createEncoder, Decoder} from './textCodec';
import {
  createRecord,
  hierarchyLevels,
  type Hierarchy,
  type RecordType,
  type SearchRecord,
} from './types';

/**
 * The page files of the local index (`search-index/{hash}/p{N}.json`, indexLayout.ts): a page's records
 * of `search-records.json`, packed so the file stays small, and unpacked in the browser into the very
 * same records (a unit test holds both ends).
 *
 * All text is written in the word code of textCodec.ts, whose dictionary is `words`. Each page is stored
 * once: its path under `origin`, its facets (an index into `facets`), its coded lvl0 and lvl1, then the
 * records that follow its title record, in order, as lines that each end with `|`:
 * - `#N` then a coded text is a heading record of level N (2–6): it sets that level, clears the deeper
 *   ones, and its anchor, also the anchor of the records that follow, is the `slug` of its text;
 * - `=N` then a coded text is the same, except that it keeps the current anchor (a table row's label);
 * - `@` then a coded text sets the anchor, for a heading whose anchor isn't its slug (before its `=N`);
 * - `-N` clears level N and the deeper ones without giving a record (after a table row);
 * - any other line is a content record; a `~` comes first when its coded text starts with `#=@-`.
 * For example `["/docs/a", 0, "c", "d", "#2a|b.|=5b|a.|-5|a|"]`. Each record's objectID (`url#n`, n
 * counting the page's records from 0 at its title), url, anchor and weight follow from its page, place
 * and type.
 */

export const indexFormatVersion = 2;

/** File names in the build output, under the site's baseUrl: the index's entry file (indexLayout.ts) and the records. */
export const indexFileName = 'search-index.json';
export const recordsFileName = 'search-records.json';

export type PackedFacets = [language: string, docusaurusTag: string, version: string[]];
type PackedPage = [
  path: string,
  facets: number,
  lvl0: string | null,
  lvl1: string | null,
  records: string,
];

export interface PackedIndex {
  /** indexFormatVersion of the build that wrote it; checked when a browser unpacks the file. */
  version: number;
  /** Origin every record URL starts with, e.g. 'https://docs.example.com'. */
  origin: string;
  facets: PackedFacets[];
  /** The dictionary of the word code: the words separated by spaces, most used first. */
  words: string;
  pages: PackedPage[];
}

const lowerLevels = hierarchyLevels.slice(2);
const lineTags = '#=@-';

/** The anchor of a `#N` heading: 'Step 1: add a module' → 'step-1-add-a-module', as Docusaurus makes most. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replaceAll(' ', '-');
}

/** The records of each page, pages in the order of their first record. */
export function groupByPage(records: readonly SearchRecord[]): SearchRecord[][] {
  const pages = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const list = pages.get(record.url_without_anchor);
    if (list) list.push(record);
    else pages.set(record.url_without_anchor, [record]);
  }
  return [...pages.values()];
}

/** A line of a page before coding: its tag (`''` for a content record) and its text. */
type Line = [tag: string, text: string];

export function packIndex(records: readonly SearchRecord[], origin: string): PackedIndex {
  const facets: PackedFacets[] = [];
  const facetKeys = new Map<string, number>();
  const pages: {first: SearchRecord; facetIndex: number; lines: Line[]}[] = [];

  for (const [first, ...rest] of groupByPage(records)) {
    if (!first) continue;
    const fail = (record: SearchRecord) =>
      new Error(`Search record ${record.objectID} doesn't follow its page's headings`);
    if (!first.url_without_anchor.startsWith(origin))
      throw new Error(`Search record ${first.objectID} is not under ${origin}`);
    if (
      first.type !== 'lvl1' ||
      first.anchor !== null ||
      lowerLevels.some((level) => first.hierarchy[level] !== null)
    ) {
      throw fail(first);
    }
    const pageFacets: PackedFacets = [first.language, first.docusaurus_tag, first.version];
    const facetKey = JSON.stringify(pageFacets);
    let facetIndex = facetKeys.get(facetKey);
    if (facetIndex === undefined) {
      facetIndex = facets.push(pageFacets) - 1;
      facetKeys.set(facetKey, facetIndex);
    }
    const lines: Line[] = [];
    const state: Hierarchy = {...first.hierarchy};
    let anchor = '';
    // Clears the levels from `from` down when the record's are empty there, as the unpacker will.
    const clearTo = (record: SearchRecord, from: number, to: number) => {
      for (const [offset, key] of hierarchyLevels.slice(from, to + 1).entries()) {
        const level = from + offset;
        if (state[key] === record.hierarchy[key]) continue;
        if (
          hierarchyLevels.slice(level, to + 1).some((deeper) => record.hierarchy[deeper] !== null)
        )
          throw fail(record);
        lines.push([`-${level}`, '']);
        for (const deeper of hierarchyLevels.slice(level)) state[deeper] = null;
        return;
      }
    };
    for (const record of rest) {
      const samePage =
        record.hierarchy.lvl0 === first.hierarchy.lvl0 &&
        record.hierarchy.lvl1 === first.hierarchy.lvl1 &&
        record.language === first.language &&
        record.docusaurus_tag === first.docusaurus_tag &&
        record.version.join() === first.version.join();
      if (!samePage) throw fail(record);
      if (record.type === 'content') {
        clearTo(record, 2, 6);
        if ((record.anchor ?? '') !== anchor || record.content === null) throw fail(record);
        lines.push(['', record.content]);
        continue;
      }
      const level = Number(record.type.slice(3));
      const text = record.hierarchy[record.type];
      if (level < 2 || text === null) throw fail(record);
      clearTo(record, 2, level - 1);
      if (
        record.content !== null ||
        lowerLevels.some((key, i) => i + 2 > level && record.hierarchy[key] !== null)
      ) {
        throw fail(record);
      }
      const recordAnchor = record.anchor ?? '';
      if (recordAnchor === anchor) {
        lines.push([`=${level}`, text]);
      } else if (recordAnchor === slug(text)) {
        lines.push([`#${level}`, text]);
      } else {
        lines.push(['@', recordAnchor], [`=${level}`, text]);
      }
      anchor = recordAnchor;
      state[record.type] = text;
      for (const deeper of hierarchyLevels.slice(level + 1)) state[deeper] = null;
    }
    pages.push({first, facetIndex, lines});
  }

  const encoder = createEncoder(
    pages.flatMap(({first, lines}) => [
      first.hierarchy.lvl0 ?? '',
      first.hierarchy.lvl1 ?? '',
      ...lines.map(([, text]) => text),
    ]),
  );
  const encode = (text: string | null) => (text === null ? null : encoder.encode(text));
  const encodeLine = ([tag, text]: Line) => {
    const coded = encoder.encode(text);
    return tag === '' && coded !== '' && lineTags.includes(coded.charAt(0))
      ? `~${coded}|`
      : `${tag}${coded}|`;
  };
  return {
    version: indexFormatVersion,
    origin,
    facets,
    words: encoder.words.join(' '),
    pages: pages.map(({first, facetIndex, lines}): PackedPage => [
      first.url_without_anchor.slice(origin.length),
      facetIndex,
      encode(first.hierarchy.lvl0),
      encode(first.hierarchy.lvl1),
      lines.map(encodeLine).join(''),
    ]),
  };
}

function corrupt(): Error {
  return new Error('Corrupt search index');
}

/** The records of a packed index, one at a time, so a caller can hand the main thread back in between. */
export function* unpackRecords(index: PackedIndex): Generator<SearchRecord, void, undefined> {
  if (index.version !== indexFormatVersion) {
    throw new Error(`Unsupported search index version ${String(index.version)}`);
  }
  const decoder = new Decoder(index.words.split(' '));
  const decodeAll = (coded: string | null) => {
    if (coded === null) return null;
    const text = decoder.decode(coded, 0);
    if (decoder.end !== coded.length) throw corrupt();
    return text;
  };
  for (const [path, facetIndex, lvl0, lvl1, lines] of index.pages) {
    const facets = index.facets[facetIndex];
    if (!facets) throw corrupt();
    const url = `${index.origin}${path}`;
    const hierarchy: Hierarchy = {
      lvl0: decodeAll(lvl0),
      lvl1: decodeAll(lvl1),
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    let anchor = '';
    let position = 0;
    const pageFacets = {language: facets[0], docusaurus_tag: facets[1], version: facets[2]};
    const record = (type: RecordType, content: string | null) => {
      position += 1;
      return createRecord(type, hierarchy, content, {
        pageUrl: url,
        facets: pageFacets,
        anchor: anchor || null,
        position: position - 1,
      });
    };
    yield record('lvl1', null);
    for (let start = 0; start < lines.length;) {
      const tag = lines.charAt(start);
      const isLevelTag = tag === '#' || tag === '=' || tag === '-';
      const text = decoder.decode(lines, start + (isLevelTag ? 2 : tag === '@' ? 1 : 0));
      if (decoder.end === lines.length) throw corrupt();
      const level = isLevelTag ? Number(lines.charAt(start + 1)) : 0;
      start = decoder.end + 1;
      if (tag === '@') {
        anchor = text;
      } else if (!isLevelTag) {
        yield record('content', text);
      } else {
        const key = hierarchyLevels[level];
        if (!key || level < 2 || (tag === '-' && text !== '')) throw corrupt();
        for (const deeper of hierarchyLevels.slice(level)) hierarchy[deeper] = null;
        if (tag === '-') continue;
        hierarchy[key] = text;
        if (tag === '#') anchor = slug(text);
        yield record(key as RecordType, null);
      }
    }
  }
}

export function unpackIndex(index: PackedIndex): SearchRecord[] {
  return [...unpackRecords(index)];
}
