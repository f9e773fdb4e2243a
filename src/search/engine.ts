import {countFacets, facetFilter, type Facets} from './facetFilters';
import {unpackIndex, type PackedIndex} from './pagePacking';
import {rankPages} from './pageRanking';
import {distinctPages, pageHits, sectionsOf, type RankedHit, type Section} from './pageSections';
import {highlightOptions, QueryVocabulary} from './querySlots';
import {
  pageFile,
  searchFilesVersion,
  termChunkFile,
  titleCardFile,
  type SearchMeta,
  type TermChunk,
  type TitleCard,
} from './indexLayout';
import {orderByProximity} from './sectionProximity';
import {searchHit, parseSnippetAttributes} from './searchHit';
import {requestDefaults, type SearchParams, type SearchResponse} from './searchRequest';
import {normalizeTerm, words} from './text';
import {createRecord, type SearchRecord} from './types';
import {decodeSynonyms, decodeTerms} from './vocabularyCodec';

/**
 * The local search engine. It answers Algolia search parameters with Algolia-shaped results from the
 * split index of indexLayout.ts, fetching only the term chunks a query's words need and the pages it
 * shows. A query becomes slots of index terms (querySlots.ts), pages are ranked from the term chunks'
 * postings (pageRanking.ts), the pages read in full are reordered by how much of the query one of
 * their sections holds (sectionProximity.ts), and each ranked page shows its best sections
 * (pageSections.ts) as hits with highlights and snippets (searchHit.ts).
 *
 * The first pages of a response are read in full (their page files), for the best section and a
 * snippet of its text; the others are listed by their title (title cards), so a search lists 20 hits
 * while fetching few page files.
 */

/** Fetches a file of the index by its path relative to the entry file, parsed. */
export type FetchIndexFile = (path: string) => Promise<unknown>;

/**
 * The most hits a response holds, whatever the request asks: the modal asks for 20 and /search for 15.
 * Only the first `snippetPages` ranked pages of the response are read in full.
 */
const maxHitsPerPage = 20;
/**
 * How many pages of a response are read in full (page files), for their snippets: the hits a phone's
 * modal shows without scrolling. Every keystroke of a first search asks for its own first pages, so
 * this, more than the guide's size, bounds what a first search downloads (bench:search).
 */
const snippetPages = 5;

function corrupt(): Error {
  return new Error('Corrupt search index');
}

export class SearchEngine {
  private readonly termNumbers = new Map<string, number>();
  private readonly vocabulary: QueryVocabulary;
  private readonly chunks = new Map<number, Promise<TermChunk>>();
  private readonly pages = new Map<number, Promise<Section[]>>();
  private readonly cards = new Map<number, Promise<Section[]>>();
  private readonly pageFacets: Facets[] = [];
  private readonly titleTermCounts: readonly number[];
  private readonly overviews: ReadonlySet<number>;

  private constructor(
    private readonly meta: SearchMeta,
    private readonly fetchFile: FetchIndexFile,
  ) {
    if (meta.version !== searchFilesVersion)
      throw new Error(`Unsupported search index version ${String(meta.version)}`);
    const terms = decodeTerms(meta.terms);
    terms.forEach((term, i) => this.termNumbers.set(term, i));
    this.vocabulary = new QueryVocabulary(terms, decodeSynonyms(meta.synonyms));
    this.titleTermCounts = Array.from(meta.titleTermCounts, (digit) => parseInt(digit, 36));
    this.overviews = new Set(meta.overviews);
    meta.facetRuns.forEach(([start, facetIndex], run) => {
      const end = meta.facetRuns[run + 1]?.[0] ?? meta.pageCount;
      const facets = meta.facets[facetIndex];
      if (!facets) throw corrupt();
      const [language, docusaurusTag, version] = facets;
      for (let page = start; page < end; page += 1)
        this.pageFacets[page] = {language, docusaurus_tag: docusaurusTag, version, type: 'lvl1'};
    });
  }

  /** The engine over the index whose entry file is `meta`; its other files come from `fetchFile`, when a search needs them. */
  static create(meta: SearchMeta, fetchFile: FetchIndexFile): SearchEngine {
    return new SearchEngine(meta, fetchFile);
  }

  private chunk(number: number): Promise<TermChunk> {
    let chunk = this.chunks.get(number);
    if (!chunk) {
      chunk = this.fetchFile(`${this.meta.dir}${termChunkFile(number)}`).then(
        (data) => data as TermChunk,
      );
      // A failed fetch is forgotten, so the next search tries again.
      chunk.catch(() => this.chunks.delete(number));
      this.chunks.set(number, chunk);
    }
    return chunk;
  }

  /** The chunk holding term number `term`. */
  private chunkOf(term: number): number {
    let low = 0;
    let high = this.meta.termChunks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.meta.termChunks[middle] ?? 0) <= term) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** A term's postings, from its chunk; undefined for a term not in the index. */
  private async postingsOf(term: string): Promise<readonly number[] | undefined> {
    const number = this.termNumbers.get(term);
    if (number === undefined) return undefined;
    const chunkNumber = this.chunkOf(number);
    const postings = (await this.chunk(chunkNumber))[
      number - (this.meta.termChunks[chunkNumber] ?? 0)
    ];
    if (!postings) throw corrupt();
    return postings;
  }

  /**
   * Page `number`'s sections: from its page file when `full` or already fetched, else its title alone
   * (from its title card).
   */
  private page(number: number, full: boolean): Promise<Section[]> {
    const fetched = this.pages.get(number);
    if (fetched) return fetched;
    const [cache, file, read] = full
      ? [
          this.pages,
          pageFile(number),
          (data: unknown) => sectionsOf(unpackIndex(data as PackedIndex)),
        ]
      : [
          this.cards,
          titleCardFile(number),
          (data: unknown) => sectionsOf([this.titleRecord(number, data as TitleCard)]),
        ];
    let page = cache.get(number);
    if (!page) {
      page = this.fetchFile(`${this.meta.dir}${file}`).then(read);
      // A failed fetch is forgotten, so the next search tries again.
      page.catch(() => cache.delete(number));
      cache.set(number, page);
    }
    return page;
  }

  /** The title record of page `number`, as its page file would give it. */
  private titleRecord(number: number, [path, lvl0, lvl1]: TitleCard): SearchRecord {
    const facets = this.pageFacets[number];
    if (!facets) throw corrupt();
    const hierarchy = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    return createRecord('lvl1', hierarchy, null, {
      pageUrl: `${this.meta.origin}${path}`,
      facets,
      anchor: null,
      position: 0,
    });
  }

  async search(params: SearchParams): Promise<SearchResponse> {
    const started = performance.now();
    const query = params.query ?? '';
    const hitsPerPage = Math.min(params.hitsPerPage ?? requestDefaults.hitsPerPage, maxHitsPerPage);
    const page = params.page ?? 0;
    const queryWords = words(query);
    const slots = this.vocabulary.slots(queryWords.map(normalizeTerm));
    const keepsFacets = facetFilter(params.facetFilters);
    const ranked =
      slots.length > 0
        ? await rankPages(slots, {
            pageCount: this.meta.pageCount,
            titleBonus: this.meta.titleBonus,
            keywordBonus: this.meta.keywordBonus,
            titleTermCounts: this.titleTermCounts,
            isOverview: (number) => this.overviews.has(number),
            postingsOf: (term) => this.postingsOf(term),
            keeps: (number) => {
              const facets = this.pageFacets[number];
              return facets !== undefined && keepsFacets(facets);
            },
          })
        : [];

    const highlighting = highlightOptions(queryWords, slots, {
      preTag: params.highlightPreTag ?? requestDefaults.highlightPreTag,
      postTag: params.highlightPostTag ?? requestDefaults.highlightPostTag,
    });
    const shown = hitsPerPage > 0 ? ranked.slice(0, (page + 1) * hitsPerPage) : [];
    // The pages this response starts with are read in full; pages of earlier result pages and the
    // rest of this one are listed by their titles.
    const fullFrom = page * hitsPerPage;
    const sectionsOfShown: (readonly Section[])[] = await Promise.all(
      shown.map(({page: number}, rank) =>
        this.page(number, rank >= fullFrom && rank < fullFrom + snippetPages),
      ),
    );
    // Of the pages read in full, the one whose single section holds more of the query comes first.
    const readInFull = orderByProximity(
      shown
        .slice(fullFrom, fullFrom + snippetPages)
        .map((rankedPage, i) => ({rankedPage, sections: sectionsOfShown[fullFrom + i] ?? []})),
      slots,
    );
    readInFull.forEach(({rankedPage, sections}, i) => {
      shown[fullFrom + i] = rankedPage;
      sectionsOfShown[fullFrom + i] = sections;
    });
    // With fewer pages than the first screen holds, their other sections fill it.
    const extrasBelow = ranked[distinctPages - 1]?.score ?? Infinity;
    const ranking: RankedHit[] = sectionsOfShown.flatMap((sections, rank) => {
      const rankedPage = shown[rank];
      return rankedPage
        ? pageHits(sections, slots, highlighting, rankedPage.score, extrasBelow)
        : [];
    });
    ranking.sort((a, b) => b.score - a.score);
    const snippets = parseSnippetAttributes(
      params.attributesToSnippet ?? requestDefaults.attributesToSnippet,
    );
    const ellipsis = params.snippetEllipsisText ?? requestDefaults.snippetEllipsisText;
    const hits = ranking
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({record}) => searchHit(record, highlighting, snippets, ellipsis));
    const facets = countFacets(
      ranked.flatMap(({page: number}) => this.pageFacets[number] ?? []),
      params.facets,
    );
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(ranked.length / hitsPerPage) : 0,
      hitsPerPage,
      exhaustiveNbHits: true,
      query,
      params: '',
      processingTimeMS: Math.round(performance.now() - started),
      ...(facets && {facets}),
    };
  }
}
