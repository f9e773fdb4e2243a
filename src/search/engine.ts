import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {countFacets, facetFilter, type FacetFilters, type Facets} from './facetFilters';
import {highlight, markText, snippet, type HighlightOptions, type HighlightResult, type SnippetResult} from './highlight';
import {escapeHtml, normalizeTerm, tokenize, words} from './text';
import {hierarchyLevels, type HierarchyLevel, type SearchRecord} from './types';

/**
 * The local search engine: MiniSearch over the records, grouped by URL (a hit per URL, as the hosted
 * DocSearch index is distinct on `url`), answering Algolia search parameters with Algolia-shaped
 * results. Matching is typo and prefix tolerant: every word may carry typos (1 from 4 letters, 2 from 7),
 * words match as prefixes, and the last word also matches as a prefix with a typo ('atend' finds
 * 'attendance'), which MiniSearch alone doesn't do. All words must match; when no record has them all,
 * any word may match (Algolia's removeWordsIfNoResults: allOptional).
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

/** What the DocSearch index settings give a request that asks for nothing (src/plugins/local-search/README.md). */
const defaults = {
  hitsPerPage: 20,
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
};

/** Field weights: the page title counts most, then headings and the section name, then the text. */
const fieldBoosts = {lvl1: 4, headings: 2.5, lvl0: 1.5, content: 1};
const typoPenalty = 0.45;
const shortPrefixFields = ['lvl0', 'lvl1', 'headings'];
const expansionPenalty = 0.35;

interface Group {
  records: SearchRecord[];
  facets: Facets;
  /** The group holds the page's title record: the page itself, not one of its sections. */
  isPage: boolean;
}

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

export class SearchEngine {
  private readonly groups: Group[] = [];
  private readonly index: MiniSearch<{id: number}>;
  /** Index terms by first letter, for the last word's typo-tolerant prefix matching. */
  private readonly vocabulary = new Map<string, Set<string>>();
  private readonly recordTerms = new Map<SearchRecord, readonly string[]>();

  /** The engine over `records`, built in one go: it runs in the search worker (./engineWorker.ts), off the page's main thread. */
  static create(records: readonly SearchRecord[]): SearchEngine {
    const engine = new SearchEngine(records);
    engine.index.addAll(engine.groups.map((_, id) => ({id})));
    return engine;
  }

  private constructor(records: readonly SearchRecord[]) {
    const byUrl = new Map<string, Group>();
    for (const record of records) {
      let group = byUrl.get(record.url);
      if (!group) {
        group = {records: [], facets: record, isPage: false};
        byUrl.set(record.url, group);
        this.groups.push(group);
      }
      group.records.push(record);
      if (record.type === 'lvl1') group.isPage = true;
    }
    this.index = new MiniSearch<{id: number}>({
      fields: ['lvl0', 'lvl1', 'headings', 'content'],
      extractField: (document, field) => this.groupField(document.id, field),
      tokenize: words,
      processTerm: (word) => {
        const term = normalizeTerm(word);
        const first = term[0] ?? '';
        let bucket = this.vocabulary.get(first);
        if (!bucket) this.vocabulary.set(first, (bucket = new Set()));
        bucket.add(term);
        return term;
      },
      searchOptions: {processTerm: normalizeTerm, tokenize: words},
    });
  }

  /** The group a MiniSearch result stands for: its id is the group's position. */
  private groupOf(result: SearchResult): Group {
    const group = this.groups[result.id as number];
    if (!group) throw new Error(`No search group ${String(result.id)}`);
    return group;
  }

  private groupField(id: number, field: string): string {
    const group = this.groups[id];
    const first = group?.records[0];
    if (!group || !first) return '';
    switch (field) {
      case 'id':
        return String(id);
      case 'lvl0':
        return first.hierarchy.lvl0 ?? '';
      case 'lvl1':
        return first.hierarchy.lvl1 ?? '';
      case 'headings': {
        const headings = new Set(group.records.flatMap((r) => hierarchyLevels.slice(2).map((level) => r.hierarchy[level] ?? '')));
        return [...headings].join(' ');
      }
      default:
        return group.records.map((r) => r.content ?? '').join(' ');
    }
  }

  /** Index terms that start with a near miss of `term`: the typo-tolerant prefix of the last word. */
  private prefixExpansions(term: string): string[] {
    const max = maxTypos(term);
    if (max === 0) return [];
    const candidates: [string, number][] = [];
    for (const word of this.vocabulary.get(term[0] ?? '') ?? []) {
      if (word.length <= term.length || word.startsWith(term)) continue;
      const distance = prefixDistance(term, word, max);
      if (distance !== Infinity) candidates.push([word, distance]);
    }
    return candidates
      .sort((a, b) => a[1] - b[1] || a[0].length - b[0].length)
      .slice(0, 30)
      .map(([word]) => word);
  }

  private buildQuery(terms: readonly string[], expansions: readonly string[], combineWith: 'AND' | 'OR'): Query {
    return {
      combineWith,
      queries: terms.map((term, i) => {
        const isLast = i === terms.length - 1;
        // A last word of one or two letters is a prefix of hundreds of terms: as a prefix it matches
        // titles and headings only (scoring every content word for it took 20 ms), in full anywhere.
        const own: Query =
          isLast && term.length <= 2
            ? {combineWith: 'OR', queries: [{queries: [term], prefix: false}, {queries: [term], prefix: true, fields: shortPrefixFields}]}
            : {queries: [term], prefix: isLast || term.length >= 3, fuzzy: maxTypos(term)};
        if (!isLast || expansions.length === 0) return own;
        return {combineWith: 'OR', queries: [own, {queries: [...expansions], prefix: false, fuzzy: false, boostTerm: () => expansionPenalty}]};
      }),
    };
  }

  search(params: SearchParams): SearchResponse {
    const started = performance.now();
    const query = params.query ?? '';
    const hitsPerPage = params.hitsPerPage ?? defaults.hitsPerPage;
    const page = params.page ?? 0;
    const queryWords = words(query);
    const terms = queryWords.map(normalizeTerm);
    let results: SearchResult[] = [];
    let expansions: string[] = [];
    if (terms.length > 0) {
      expansions = this.prefixExpansions(terms[terms.length - 1] ?? '');
      const matchesFilters = facetFilter(params.facetFilters);
      const options = {
        boost: fieldBoosts,
        weights: {fuzzy: typoPenalty, prefix: 0.6},
        filter: (result: SearchResult) => matchesFilters(this.groupOf(result).facets),
        boostDocument: (id: unknown) => (this.groups[id as number]?.isPage ? 1.25 : 1),
      };
      results = this.index.search(this.buildQuery(terms, expansions, 'AND'), options);
      if (results.length === 0 && terms.length > 1) {
        results = this.index.search(this.buildQuery(terms, expansions, 'OR'), options);
      }
    }

    const highlighting = this.highlightOptions(queryWords, terms, expansions, params);
    const snippets = parseSnippetAttributes(params.attributesToSnippet ?? defaults.attributesToSnippet);
    const ellipsis = params.snippetEllipsisText ?? defaults.snippetEllipsisText;
    const pageResults = hitsPerPage > 0 ? results.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
    const hits = pageResults.map((result) => this.hit(this.groupOf(result), highlighting, snippets, ellipsis));
    const facets = countFacets(
      results.map((result) => this.groupOf(result).facets),
      params.facets,
    );
    return {
      hits,
      nbHits: results.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(results.length / hitsPerPage) : 0,
      hitsPerPage,
      exhaustiveNbHits: true,
      query,
      params: '',
      processingTimeMS: Math.round(performance.now() - started),
      ...(facets && {facets}),
    };
  }

  private highlightOptions(
    queryWords: readonly string[],
    terms: readonly string[],
    expansions: readonly string[],
    params: SearchParams,
  ): HighlightOptions {
    const expanded = new Set(expansions);
    const cache = new Map<string, number[]>();
    const lastIndex = terms.length - 1;
    return {
      queryWords,
      preTag: params.highlightPreTag ?? defaults.highlightPreTag,
      postTag: params.highlightPostTag ?? defaults.highlightPostTag,
      matchTerm: (word) => {
        let matches = cache.get(word);
        if (!matches) {
          matches = terms.flatMap((term, i) => {
            const isLast = i === lastIndex;
            const prefix = isLast || term.length >= 3;
            const found =
              word === term ||
              (prefix && word.startsWith(term)) ||
              (isLast && expanded.has(word)) ||
              editDistance(term, word, maxTypos(term)) <= maxTypos(term);
            return found ? [i] : [];
          });
          cache.set(word, matches);
        }
        return matches;
      },
    };
  }

  /** The index terms of a record's own text (its heading, or its content), folded once per visit. */
  private termsOf(record: SearchRecord): readonly string[] {
    let terms = this.recordTerms.get(record);
    if (!terms) {
      const own = record.type === 'content' ? record.content : record.hierarchy[record.type];
      terms = tokenize(own ?? '');
      this.recordTerms.set(record, terms);
    }
    return terms;
  }

  /** The group's best record: the one whose own text matches the most query words, headings first. */
  private bestRecord(group: Group, options: HighlightOptions): SearchRecord {
    const [first, ...others] = group.records;
    if (!first) throw new Error('An empty search group');
    let best = first;
    let bestScore = -1;
    for (const record of [first, ...others]) {
      const score = new Set(this.termsOf(record).flatMap(options.matchTerm)).size;
      if (score > bestScore) {
        best = record;
        bestScore = score;
      }
    }
    return best;
  }

  private hit(group: Group, options: HighlightOptions, snippets: Map<string, number>, ellipsis: string): SearchHit {
    const record = this.bestRecord(group, options);
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

