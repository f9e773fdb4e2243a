import {createHash} from 'node:crypto';
import {groupByPage, packIndex, type PackedFacets} from '../../search/pagePacking';
import {
  keywordFlag,
  maxTitleTermCount,
  namingFlags,
  pageFile,
  searchFilesFolder,
  searchFilesVersion,
  termChunkFile,
  titleCardFile,
  titledFlag,
  type SearchMeta,
  type TermChunk,
  type TitleCard,
} from '../../search/indexLayout';
import {pageRole} from '../../search/pageRole';
import {packFile, packFiles, splitIntoPacks} from '../../search/searchPacks';
import {searchTerms} from '../../search/text';
import {hierarchyLevels, type SearchRecord} from '../../search/types';
import {encodeSynonyms, encodeTerms} from '../../search/vocabularyCodec';

/**
 * Writes the local index (src/search/indexLayout.ts describes the files) from the build's records.
 * Each page is scored once here, with BM25 over its fields, so the browser only adds up scores.
 */

/**
 * How much a word counts in each field of a page: the title and the keywords readers use first; the
 * description (the page's purpose in a sentence) as much as a heading.
 */
export const fieldBoosts = {
  title: 4,
  keywords: 3,
  description: 2,
  headings: 2,
  section: 1,
  content: 1,
} as const;
type Field = keyof typeof fieldBoosts;
const fields = Object.keys(fieldBoosts) as Field[];

/** BM25's usual constants: how fast repeats stop counting, and how much a long field is discounted. */
const k1 = 1.2;
const b = 0.75;
/**
 * What a word that names the page adds to its score: a word of its title, or of its keywords (the
 * reader's words for its subject). BM25 gives a word most pages hold, such as 'add', almost nothing,
 * yet 'how to add a book' means the page titled 'Add a library book' more than the pages that only
 * lend or update books. A fixed amount puts pages whose title or keywords hold more of the query's
 * words first, as Algolia's attribute ranking does; the engine scales it by how rare the word is and
 * adds it to a word matched as typed only, so a typo that hits a title doesn't beat the word itself.
 */
const namingBonus = {title: 40, keywords: 20} as const;
/** Scores are stored as integers: this many steps per BM25 point. */
const scoreSteps = 4;
/** A term chunk is closed once its JSON passes this many characters (about 2 KB gzip). */
const chunkChars = 6000;
/**
 * A pack (src/search/searchPacks.ts) is closed at about this many bytes, about 0.3 MB as brotli sends
 * it: the guide's index fits in two packs, and one ten times larger in a dozen, so a device keeps it
 * with a handful of requests. The service worker writes one pack while the next downloads, so a
 * phone whose signal drops loses at most the pack it was downloading. Larger packs would save
 * requests, not time: writing a pack costs one cache entry per file it holds, whatever the pack's size
 * (src/plugins/offline-reading/README.md has the figures).
 */
export const packBytes = 1024 * 1024;

export interface SearchFiles {
  meta: SearchMeta;
  /** File contents by path relative to the entry file (meta.dir included). */
  files: Map<string, string>;
  /** The same files in meta.packCount packs, by path relative to the entry file, for offline reading. */
  packs: Map<string, Uint8Array<ArrayBuffer>>;
}

function fieldTexts(page: readonly SearchRecord[]): Record<Field, string> {
  const first = page[0];
  const headings = new Set(
    page.flatMap((record) =>
      hierarchyLevels.slice(2).map((level) => record.hierarchy[level] ?? ''),
    ),
  );
  return {
    title: first?.hierarchy.lvl1 ?? '',
    keywords: (first?.keywords ?? []).join(' '),
    description: first?.description ?? '',
    headings: [...headings].join(' '),
    section: first?.hierarchy.lvl0 ?? '',
    content: page.map((record) => record.content ?? '').join(' '),
  };
}

function counts(terms: readonly string[]): Map<string, number> {
  const result = new Map<string, number>();
  for (const term of terms) result.set(term, (result.get(term) ?? 0) + 1);
  return result;
}

/** The synonym groups as index terms; a phrase that is all stop words can't be searched and is left out. */
export function synonymTerms(groups: readonly (readonly string[])[]): string[][][] {
  return groups
    .map((group) => group.map(searchTerms).filter((phrase) => phrase.length > 0))
    .filter((group) => group.length > 1);
}

function titleCard(page: readonly SearchRecord[], origin: string): TitleCard {
  const [first] = page;
  if (!first) throw new Error('A search page without records');
  return [
    first.url_without_anchor.slice(origin.length),
    first.hierarchy.lvl0,
    first.hierarchy.lvl1,
  ];
}

export function buildSearchFiles(
  records: readonly SearchRecord[],
  origin: string,
  synonyms: readonly (readonly string[])[],
): SearchFiles {
  const pages = groupByPage(records);
  const termCounts = pages.map((page) => {
    const texts = fieldTexts(page);
    return Object.fromEntries(
      fields.map((field) => {
        const terms = searchTerms(texts[field]);
        return [field, {length: terms.length, counts: counts(terms)}];
      }),
    ) as Record<Field, {length: number; counts: Map<string, number>}>;
  });
  const averageLength = Object.fromEntries(
    fields.map((field) => [
      field,
      Math.max(
        1,
        termCounts.reduce((sum, page) => sum + page[field].length, 0) / Math.max(1, pages.length),
      ),
    ]),
  ) as Record<Field, number>;

  const postings = new Map<string, number[]>();
  termCounts.forEach((page, pageNumber) => {
    const terms = new Set(fields.flatMap((field) => [...page[field].counts.keys()]));
    for (const term of terms) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(pageNumber);
    }
  });

  const vocabulary = [...postings.keys()].sort();
  const chunks: TermChunk[] = [];
  const termChunks: number[] = [];
  let chunk: TermChunk = [];
  let chunkSize = 0;
  vocabulary.forEach((term, termIndex) => {
    const pageNumbers = postings.get(term) ?? [];
    const idf = Math.log(
      1 + (pages.length - pageNumbers.length + 0.5) / (pageNumbers.length + 0.5),
    );
    const list: number[] = [];
    let previous = 0;
    for (const pageNumber of pageNumbers) {
      const page = termCounts[pageNumber];
      if (!page) continue;
      let score = 0;
      for (const field of fields) {
        const tf = page[field].counts.get(term) ?? 0;
        if (tf === 0) continue;
        const norm = 1 - b + (b * page[field].length) / averageLength[field];
        score += fieldBoosts[field] * ((tf * (k1 + 1)) / (tf + k1 * norm));
      }
      const naming =
        (page.title.counts.has(term) ? titledFlag : 0) +
        (page.keywords.counts.has(term) ? keywordFlag : 0);
      list.push(
        pageNumber - previous,
        namingFlags * Math.max(1, Math.round(idf * score * scoreSteps)) + naming,
      );
      previous = pageNumber;
    }
    if (chunk.length === 0) termChunks.push(termIndex);
    chunk.push(list);
    chunkSize += list.join(',').length + 3;
    if (chunkSize >= chunkChars) {
      chunks.push(chunk);
      chunk = [];
      chunkSize = 0;
    }
  });
  if (chunk.length > 0) chunks.push(chunk);

  const facets: PackedFacets[] = [];
  const facetRuns: [number, number][] = [];
  pages.forEach((page, pageNumber) => {
    const first = page[0];
    if (!first) return;
    const key = JSON.stringify([first.language, first.docusaurus_tag, first.version]);
    let facetIndex = facets.findIndex((known) => JSON.stringify(known) === key);
    if (facetIndex === -1)
      facetIndex = facets.push([first.language, first.docusaurus_tag, first.version]) - 1;
    if (facetRuns.at(-1)?.[1] !== facetIndex) facetRuns.push([pageNumber, facetIndex]);
  });

  // In the order the packs carry them: what lists a search's pages (term chunks, title cards) before
  // what shows their sections, so a device that keeps only the first packs can already search.
  const contents = new Map<string, string>();
  chunks.forEach((termChunk, i) => contents.set(termChunkFile(i), JSON.stringify(termChunk)));
  pages.forEach((page, i) =>
    contents.set(titleCardFile(i), JSON.stringify(titleCard(page, origin))),
  );
  pages.forEach((page, i) => contents.set(pageFile(i), JSON.stringify(packIndex(page, origin))));
  const hash = createHash('sha256').update(vocabulary.join(' '));
  for (const [name, content] of contents) hash.update(name).update(content);
  const dir = `${searchFilesFolder}${hash.digest('hex').slice(0, 12)}/`;
  const encoder = new TextEncoder();
  const packs = splitIntoPacks(
    [...contents].map(([name, content]) => ({name, bytes: encoder.encode(content)})),
    packBytes,
  );
  const meta: SearchMeta = {
    version: searchFilesVersion,
    dir,
    origin,
    terms: encodeTerms(vocabulary),
    termChunks,
    pageCount: pages.length,
    titleBonus: namingBonus.title * scoreSteps,
    keywordBonus: namingBonus.keywords * scoreSteps,
    titleTermCounts: termCounts
      .map((page) => Math.min(page.title.counts.size, maxTitleTermCount).toString(36))
      .join(''),
    overviews: pages.flatMap((page, i) => (page[0] && pageRole(page[0]) === 'overview' ? [i] : [])),
    facets,
    facetRuns,
    synonyms: encodeSynonyms(synonymTerms(synonyms)),
    packCount: packs.length,
  };
  return {
    meta,
    files: new Map([...contents].map(([name, content]) => [`${dir}${name}`, content])),
    packs: new Map(packs.map((pack, i) => [`${dir}${packFile(i)}`, packFiles(pack)])),
  };
}
