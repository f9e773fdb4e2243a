import {countFacets, facetFilter, type FacetFilters, type Facets} from './facetFilters';
import {highlight, markText, snippet, type HighlightOptions, type HighlightResult, type SnippetResult} from './highlight';
import {unpackIndex, type PackedIndex} from './indexFormat';
import {pageFile, searchFilesVersion, termChunkFile, titleCardFile, type SearchMeta, type TermChunk, type TitleCard} from './searchFiles';
import {escapeHtml, normalizeTerm, stopWords, tokenize, words} from './text';
import {createRecord, hierarchyLevels, type HierarchyLevel, type SearchRecord} from './types';

/**
 * The local search engine. It answers Algolia search parameters with Algolia-shaped results from the
 * split index of searchFiles.ts, fetching only the term chunks a query's words need and the pages it
 * shows. Ranking, in order of weight:
 * - a word found as typed beats a longer word it starts (prefix) and a near miss (typo): 'cron' finds
 *   the Cron page before pages about 'connect'; the last word is matched as a prefix, with typos
 *   ('atend' finds 'attendance'), as the reader is still typing it;
 * - a page whose title or keywords hold the word beats one that mentions it in passing (field scores
 *   computed at build time, buildSearchFiles.ts), and a page whose title holds more of the words comes
 *   first, however common the words (a bonus for each, for words matched as typed);
 * - a reader's word finds the guide's word (synonyms.json): 'payslip' finds 'salary slip', a little
 *   below a page that says 'payslip';
 * - every word must match; when no page has them all, pages matching the most words come first
 *   (Algolia's removeWordsIfNoResults: allOptional);
 * - each page shows its best section first, and at most two more, each ranked lower, so one page
 *   doesn't fill the first results when others match.
 * The first pages of a response are read in full (their page files), for the best section and a
 * snippet of its text; the others are listed by their title (title cards), so a search lists 20 hits
 * while fetching few page files.
 */

export interface SearchParams {
  query?: string;
  facetFilters?: FacetFilters;
  facets?: string | readonly string[];
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

type Highlighted<T> = {[K in HierarchyLevel]?: T};

export interface SearchHit extends SearchRecord {
  _highlightResult: {hierarchy: Highlighted<HighlightResult>; content?: HighlightResult};
  _snippetResult: {hierarchy: Highlighted<SnippetResult>; content?: SnippetResult};
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
}

/** Fetches a file of the index by its path relative to the entry file, parsed. */
export type FetchIndexFile = (path: string) => Promise<unknown>;

/** What the DocSearch index settings give a request that asks for nothing (src/plugins/local-search/README.md). */
const defaults = {
  hitsPerPage: 20,
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
};

/** How much a matched index term counts against the word as typed. */
const matchWeights = {exact: 1, lastPrefix: 0.7, prefix: 0.4, oneTypo: 0.45, twoTypos: 0.3, typoBesideExact: 0.15, synonym: 0.85};
/** The most index terms a word may stand for, so a short prefix doesn't fetch half the index. */
const maxPrefixTerms = 20;
const maxTypoTerms = 10;
/**
 * The most hits a response holds, whatever the request asks: the modal asks for 20 (SPEC §7) and /search
 * for 15. Only the first `snippetPages` ranked pages of the response are read in full.
 */
const maxHitsPerPage = 20;
/**
 * How many pages of a response are read in full (page files), for their snippets: the hits a phone's
 * modal shows without scrolling. Every keystroke of a first search asks for its own first pages, so
 * this, more than the guide's size, bounds what a first search downloads (bench:search).
 */
const snippetPages = 5;
/** A page's second and third sections rank as this share of the page's score. */
const extraSectionShares = [0.5, 0.33];

function maxTypos(term: string): number {
  if (term.length >= 7) return 2;
  return term.length >= 4 ? 1 : 0;
}

/**
 * The smallest edit distance between `term` and a prefix of `word`, or Infinity when above `max`.
 * 'atend' is one edit from 'attend', a prefix of 'attendance'.
 */
export function prefixDistance(term: string, word: string, max: number): number {
  const width = Math.min(word.length, term.length + max);
  let previous = Array.from({length: width + 1}, (_, j) => j);
  for (let i = 1; i <= term.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= width; j += 1) {
      const cost = term[i - 1] === word[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return Infinity;
    previous = current;
  }
  const best = Math.min(...previous);
  return best <= max ? best : Infinity;
}

/** The edit distance between two words, or Infinity when above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    if (Math.min(...current) > max) return Infinity;
    previous = current;
  }
  const distance = previous[b.length] ?? Infinity;
  return distance <= max ? distance : Infinity;
}

function parseSnippetAttributes(list: readonly string[]): Map<string, number> {
  const result = new Map<string, number>();
  for (const entry of list) {
    const [name = '', count] = entry.split(':');
    result.set(name, Number(count) || 10);
  }
  return result;
}

/** Index terms a query term stands for, with how much each counts. */
type Expansion = ReadonlyMap<string, number>;

/** One phrase a slot may match: the words as typed, or a synonym phrase. */
interface Alternative {
  terms: readonly Expansion[];
  weight: number;
}

/** A part of the query that must match: one word, or a phrase of synonyms.json with its synonyms. */
interface Slot {
  /** Positions of its words in the query. */
  words: readonly number[];
  alternatives: readonly Alternative[];
}

interface Section {
  records: SearchRecord[];
  heading: ReadonlySet<string>;
  content: ReadonlySet<string>;
}

/** A page that matches: how many slots it matches, and its score. */
interface RankedPage {
  page: number;
  matched: number;
  score: number;
}

interface RankedHit {
  record: SearchRecord;
  score: number;
}

/** The first index in the sorted `list` whose value is not below `value`. */
function lowerBound(list: readonly string[], value: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle] ?? '') < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function corrupt(): Error {
  return new Error('Corrupt search index');
}

export class SearchEngine {
  private readonly terms: readonly string[];
  private readonly termNumbers = new Map<string, number>();
  /** Index terms by first letter, for typo matching. */
  private readonly byFirstLetter = new Map<string, string[]>();
  private readonly chunks = new Map<number, Promise<TermChunk>>();
  private readonly pages = new Map<number, Promise<Section[]>>();
  private readonly cards = new Map<number, Promise<Section[]>>();
  private readonly pageFacets: Facets[] = [];
  private readonly synonyms: readonly (readonly (readonly string[])[])[];

  private constructor(
    private readonly meta: SearchMeta,
    private readonly fetchFile: FetchIndexFile,
  ) {
    if (meta.version !== searchFilesVersion) throw new Error(`Unsupported search index version ${String(meta.version)}`);
    this.terms = meta.terms === '' ? [] : meta.terms.split(' ');
    this.terms.forEach((term, i) => {
      this.termNumbers.set(term, i);
      const first = term.charAt(0);
      const bucket = this.byFirstLetter.get(first);
      if (bucket) bucket.push(term);
      else this.byFirstLetter.set(first, [term]);
    });
    meta.facetRuns.forEach(([start, facetIndex], run) => {
      const end = meta.facetRuns[run + 1]?.[0] ?? meta.pageCount;
      const facets = meta.facets[facetIndex];
      if (!facets) throw corrupt();
      const [language, docusaurusTag, version] = facets;
      for (let page = start; page < end; page += 1) this.pageFacets[page] = {language, docusaurus_tag: docusaurusTag, version, type: 'lvl1'};
    });
    this.synonyms = meta.synonyms;
  }

  /** The engine over the index whose entry file is `meta`; its other files come from `fetchFile`, when a search needs them. */
  static create(meta: SearchMeta, fetchFile: FetchIndexFile): SearchEngine {
    return new SearchEngine(meta, fetchFile);
  }

  private chunk(number: number): Promise<TermChunk> {
    let chunk = this.chunks.get(number);
    if (!chunk) {
      chunk = this.fetchFile(`${this.meta.dir}${termChunkFile(number)}`).then((data) => data as TermChunk);
      // A failed fetch is forgotten, so the next search tries again.
      chunk.catch(() => this.chunks.delete(number));
      this.chunks.set(number, chunk);
    }
    return chunk;
  }

  /**
   * Page `number`'s sections: from its page file when `full` or already fetched, else its title alone
   * (from its title card).
   */
  private page(number: number, full: boolean): Promise<Section[]> {
    const fetched = this.pages.get(number);
    if (fetched) return fetched;
    const [cache, file, read] = full
      ? [this.pages, pageFile(number), (data: unknown) => sectionsOf(unpackIndex(data as PackedIndex))]
      : [this.cards, titleCardFile(number), (data: unknown) => sectionsOf([this.titleRecord(number, data as TitleCard)])];
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
    return createRecord('lvl1', hierarchy, null, {pageUrl: `${this.meta.origin}${path}`, facets, anchor: null, position: 0});
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

  /** The index terms a query term stands for: itself, longer words it starts, near misses. */
  private expand(term: string, isLast: boolean): Expansion {
    const found = new Map<string, number>();
    const exact = this.termNumbers.has(term);
    if (exact) found.set(term, matchWeights.exact);
    // A prefix of one or two letters would stand for hundreds of words: the third letter is waited for.
    if ((isLast && term.length >= 3) || term.length >= 4) {
      const longer: string[] = [];
      for (let i = lowerBound(this.terms, term); i < this.terms.length; i += 1) {
        const candidate = this.terms[i] ?? '';
        if (!candidate.startsWith(term)) break;
        if (candidate !== term) longer.push(candidate);
      }
      longer.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
      const weight = isLast ? matchWeights.lastPrefix : matchWeights.prefix;
      for (const candidate of longer.slice(0, maxPrefixTerms)) found.set(candidate, weight);
    }
    const max = maxTypos(term);
    if (max > 0) {
      const near: [string, number][] = [];
      for (const candidate of this.byFirstLetter.get(term.charAt(0)) ?? []) {
        if (found.has(candidate)) continue;
        const distance = isLast ? prefixDistance(term, candidate, max) : editDistance(term, candidate, max);
        if (distance !== Infinity) near.push([candidate, distance]);
      }
      near.sort((a, b) => a[1] - b[1] || a[0].length - b[0].length);
      for (const [candidate, distance] of near.slice(0, maxTypoTerms)) {
        const weight = exact ? matchWeights.typoBesideExact : distance === 1 ? matchWeights.oneTypo : matchWeights.twoTypos;
        found.set(candidate, weight);
      }
    }
    return found;
  }

  /** The slots of a query: its words, stop words left out, and the synonym phrases among them. */
  private slots(terms: readonly string[]): Slot[] {
    const lastPosition = terms.length - 1;
    const positions = terms.flatMap((term, i) => (stopWords.has(term) ? [] : [i]));
    // A last word of one or two letters after other words is a word being typed: it would match
    // hundreds of words and change the results at every keystroke, so it waits for its third letter.
    if (positions.length > 1 && positions.at(-1) === lastPosition && (terms[lastPosition]?.length ?? 0) <= 2) positions.pop();
    const slots: Slot[] = [];
    for (let i = 0; i < positions.length; ) {
      let match: {length: number; group: readonly (readonly string[])[]} | undefined;
      for (const group of this.synonyms) {
        for (const phrase of group) {
          if (phrase.length <= (match?.length ?? 0) || i + phrase.length > positions.length) continue;
          if (phrase.every((word, j) => terms[positions[i + j] ?? -1] === word)) match = {length: phrase.length, group};
        }
      }
      const length = match?.length ?? 1;
      const slotWords = positions.slice(i, i + length);
      const typed = slotWords.map((position) => this.expand(terms[position] ?? '', position === lastPosition));
      const alternatives: Alternative[] = [{terms: typed, weight: 1}];
      for (const phrase of match?.group ?? []) {
        if (phrase.join(' ') === slotWords.map((position) => terms[position]).join(' ')) continue;
        alternatives.push({terms: phrase.map((word) => new Map([[word, 1]])), weight: matchWeights.synonym});
      }
      slots.push({words: slotWords, alternatives});
      i += length;
    }
    return slots;
  }

  /** Each page's score for one expansion: the best of its terms' posting scores, weighted. */
  private async scores(expansion: Expansion): Promise<Float64Array> {
    const result = new Float64Array(this.meta.pageCount);
    await Promise.all(
      [...expansion].map(async ([term, weight]) => {
        const number = this.termNumbers.get(term);
        if (number === undefined) return;
        const chunkNumber = this.chunkOf(number);
        const postings = (await this.chunk(chunkNumber))[number - (this.meta.termChunks[chunkNumber] ?? 0)];
        if (!postings) throw corrupt();
        // A title's bonus counts for the word as typed, a synonym or the word being typed, not a typo.
        const bonus = weight >= matchWeights.lastPrefix ? this.meta.titleBonus : 0;
        let page = 0;
        for (let i = 0; i + 1 < postings.length; i += 2) {
          page += postings[i] ?? 0;
          const stored = postings[i + 1] ?? 0;
          const score = weight * ((stored >> 1) + (stored & 1) * bonus);
          if (score > (result[page] ?? 0)) result[page] = score;
        }
      }),
    );
    return result;
  }

  /** Pages in rank order: all slots matched when any page has them all, else most slots first. */
  private async rankPages(slots: readonly Slot[], filters: FacetFilters | undefined): Promise<RankedPage[]> {
    const slotScores = await Promise.all(
      slots.map(async ({alternatives}) => {
        const best = new Float64Array(this.meta.pageCount);
        for (const {terms, weight} of alternatives) {
          const termScores = await Promise.all(terms.map((expansion) => this.scores(expansion)));
          for (let page = 0; page < best.length; page += 1) {
            let sum = 0;
            for (const scores of termScores) {
              const score = scores[page] ?? 0;
              if (score === 0) {
                sum = 0;
                break;
              }
              sum += score;
            }
            if (sum * weight > (best[page] ?? 0)) best[page] = sum * weight;
          }
        }
        return best;
      }),
    );
    const matches = facetFilter(filters);
    const ranked: RankedPage[] = [];
    for (let page = 0; page < this.meta.pageCount; page += 1) {
      let matched = 0;
      let score = 0;
      for (const scores of slotScores) {
        const value = scores[page] ?? 0;
        if (value > 0) matched += 1;
        score += value;
      }
      const facets = this.pageFacets[page];
      if (matched > 0 && facets && matches(facets)) ranked.push({page, matched, score});
    }
    const all = ranked.filter(({matched}) => matched === slots.length);
    if (all.length > 0) return all.sort((a, b) => b.score - a.score || a.page - b.page);
    // No page has every word: a page's score counts in proportion to the share of the words it has,
    // so a page whose title holds two of three words can beat one that mentions all three in passing.
    for (const entry of ranked) entry.score *= entry.matched / slots.length;
    return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
  }

  async search(params: SearchParams): Promise<SearchResponse> {
    const started = performance.now();
    const query = params.query ?? '';
    const hitsPerPage = Math.min(params.hitsPerPage ?? defaults.hitsPerPage, maxHitsPerPage);
    const page = params.page ?? 0;
    const queryWords = words(query);
    const terms = queryWords.map(normalizeTerm);
    const slots = this.slots(terms);
    const ranked = slots.length > 0 ? await this.rankPages(slots, params.facetFilters) : [];

    const highlighting = this.highlightOptions(queryWords, slots, params);
    const shown = hitsPerPage > 0 ? ranked.slice(0, (page + 1) * hitsPerPage) : [];
    // The pages this response starts with are read in full; pages of earlier result pages and the
    // rest of this one are listed by their titles.
    const fullFrom = page * hitsPerPage;
    const sectionsOfShown = await Promise.all(
      shown.map(({page: number}, rank) => this.page(number, rank >= fullFrom && rank < fullFrom + snippetPages)),
    );
    const ranking: RankedHit[] = sectionsOfShown.flatMap((sections, rank) => {
      const rankedPage = shown[rank];
      return rankedPage ? this.pageHits(sections, slots, highlighting, rankedPage) : [];
    });
    ranking.sort((a, b) => b.score - a.score);
    const snippets = parseSnippetAttributes(params.attributesToSnippet ?? defaults.attributesToSnippet);
    const ellipsis = params.snippetEllipsisText ?? defaults.snippetEllipsisText;
    const hits = ranking
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({record}) => this.hit(record, highlighting, snippets, ellipsis));
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

  /**
   * A page's hits: its best section (its title first when the title matches as well as any heading),
   * then up to two more matching sections, each worth a share of the page's rank.
   */
  private pageHits(sections: readonly Section[], slots: readonly Slot[], options: HighlightOptions, {score}: RankedPage): RankedHit[] {
    const scored = sections.map((section, position) => ({section, position, score: sectionScore(section, slots)}));
    scored.sort((a, b) => b.score - a.score || a.position - b.position);
    const [best, ...others] = scored;
    if (!best) return [];
    const extras = others.filter(({score}) => score > 0).slice(0, extraSectionShares.length);
    return [best, ...extras].map(({section}, i) => ({
      record: this.bestRecord(section, options),
      score: score * (i === 0 ? 1 : (extraSectionShares[i - 1] ?? 0)),
    }));
  }

  private highlightOptions(queryWords: readonly string[], slots: readonly Slot[], params: SearchParams): HighlightOptions {
    const cache = new Map<string, number[]>();
    return {
      queryWords,
      preTag: params.highlightPreTag ?? defaults.highlightPreTag,
      postTag: params.highlightPostTag ?? defaults.highlightPostTag,
      matchTerm: (word) => {
        let matches = cache.get(word);
        if (!matches) {
          const found = new Set<number>();
          for (const slot of slots) {
            slot.alternatives.forEach(({terms}, alternative) => {
              terms.forEach((expansion, j) => {
                if (!expansion.has(word)) return;
                // A word of the query as typed marks that word; a synonym marks the whole phrase it stands for.
                const marked = alternative === 0 ? [slot.words[j] ?? -1] : slot.words;
                for (const position of marked) found.add(position);
              });
            });
          }
          matches = [...found].sort((a, b) => a - b);
          cache.set(word, matches);
        }
        return matches;
      },
    };
  }

  /** The section's best record: the one whose own text matches the most query words, headings first. */
  private bestRecord(section: Section, options: HighlightOptions): SearchRecord {
    const [first, ...others] = section.records;
    if (!first) throw new Error('An empty search section');
    let best = first;
    let bestScore = -1;
    for (const record of [first, ...others]) {
      const own = record.type === 'content' ? record.content : record.hierarchy[record.type];
      const score = new Set(tokenize(own ?? '').flatMap(options.matchTerm)).size;
      if (score > bestScore) {
        best = record;
        bestScore = score;
      }
    }
    return best;
  }

  private hit(record: SearchRecord, options: HighlightOptions, snippets: Map<string, number>, ellipsis: string): SearchHit {
    const hierarchy = {...record.hierarchy};
    const highlightResult: SearchHit['_highlightResult'] = {hierarchy: {}};
    const snippetResult: SearchHit['_snippetResult'] = {hierarchy: {}};
    const present = (text: string, snippetWords: number | undefined) => {
      const marked = markText(text, options);
      return {highlighted: highlight(marked, options), snipped: snippetWords ? snippet(marked, snippetWords, ellipsis, options) : undefined};
    };
    for (const level of hierarchyLevels) {
      const text = record.hierarchy[level];
      if (text === null) continue;
      hierarchy[level] = escapeHtml(text);
      const {highlighted, snipped} = present(text, snippets.get(`hierarchy.${level}`));
      highlightResult.hierarchy[level] = highlighted;
      if (snipped) snippetResult.hierarchy[level] = snipped;
    }
    if (record.content !== null) {
      const {highlighted, snipped} = present(record.content, snippets.get('content'));
      highlightResult.content = highlighted;
      if (snipped) snippetResult.content = snipped;
    }
    // Raw fields are rendered as HTML too (recent and favourite searches): they go out escaped.
    return {
      ...record,
      hierarchy,
      content: record.content === null ? null : escapeHtml(record.content),
      _highlightResult: highlightResult,
      _snippetResult: snippetResult,
    };
  }
}

/** A page's records in sections, one per URL (a heading and what follows it), with their terms. */
function sectionsOf(records: readonly SearchRecord[]): Section[] {
  const sections = new Map<string, {records: SearchRecord[]; heading: Set<string>; content: Set<string>}>();
  for (const record of records) {
    let section = sections.get(record.url);
    if (!section) sections.set(record.url, (section = {records: [], heading: new Set(), content: new Set()}));
    section.records.push(record);
    const own = record.type === 'content' ? record.content : record.hierarchy[record.type];
    const target = record.type === 'content' ? section.content : section.heading;
    for (const term of tokenize(own ?? '')) target.add(term);
  }
  return [...sections.values()];
}

/** How well a section answers the query: each slot matched in its heading counts double. */
function sectionScore(section: Section, slots: readonly Slot[]): number {
  let total = 0;
  for (const {alternatives} of slots) {
    let best = 0;
    for (const {terms, weight} of alternatives) {
      let sum = 0;
      for (const expansion of terms) {
        let value = 0;
        for (const [term, termWeight] of expansion) {
          if (section.heading.has(term)) value = Math.max(value, 2 * termWeight);
          else if (section.content.has(term)) value = Math.max(value, termWeight);
        }
        if (value === 0) {
          sum = 0;
          break;
        }
        sum += value;
      }
      best = Math.max(best, sum * weight);
    }
    total += best;
  }
  return total;
}
