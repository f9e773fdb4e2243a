import {editDistance, maxTypos, prefixDistance, typoLikelihood} from './editDistance';
import type {HighlightOptions} from './highlight';
import {readNegations, stopWords} from './text';

/**
 * What a query asks for, in index terms: its words as slots that must each match, each word standing
 * for the index terms it may mean (itself, longer words it starts, near misses) and for the phrases of
 * synonyms.json it belongs to.
 */

/**
 * How much a matched index term counts against the word as typed. A near miss counts `typo` times the
 * share of the word's letters that are right (typoLikelihood), so a typo costs a short word more than
 * a long one; a near miss of a word the index holds as typed (another real word) counts little.
 */
export const matchWeights = {
  exact: 1,
  lastPrefix: 0.7,
  prefix: 0.4,
  typo: 0.55,
  typoBesideExact: 0.15,
  synonym: 0.85,
};
/** The most index terms a word may stand for, so a short prefix doesn't fetch half the index. */
const maxPrefixTerms = 20;
const maxTypoTerms = 10;

/** How an index term matches a query term: how much it counts, and whether it is a near miss (a typo away). */
export interface TermMatch {
  weight: number;
  nearMiss: boolean;
}

/** Index terms a query term stands for, with how each matches. */
export type Expansion = ReadonlyMap<string, TermMatch>;

/** One phrase a slot may match: the words as typed, or a synonym phrase. */
export interface Alternative {
  terms: readonly Expansion[];
  weight: number;
}

/** A part of the query that must match: one word, or a phrase of synonyms.json with its synonyms. */
export interface Slot {
  /** Positions of its words in the query. */
  words: readonly number[];
  alternatives: readonly Alternative[];
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

/** The index's vocabulary and synonym groups, which turn a query's terms into slots. */
export class QueryVocabulary {
  private readonly termSet: ReadonlySet<string>;
  /** Index terms by first letter, for typo matching. */
  private readonly byFirstLetter = new Map<string, string[]>();

  /** `terms`: the index terms, sorted; `synonyms`: groups of phrases, as index terms. */
  constructor(
    private readonly terms: readonly string[],
    private readonly synonyms: readonly (readonly (readonly string[])[])[],
  ) {
    this.termSet = new Set(terms);
    for (const term of terms) {
      const first = term.charAt(0);
      const bucket = this.byFirstLetter.get(first);
      if (bucket) bucket.push(term);
      else this.byFirstLetter.set(first, [term]);
    }
  }

  /** The index terms a query term stands for: itself, longer words it starts, near misses. */
  private expand(term: string, isLast: boolean): Expansion {
    const found = new Map<string, TermMatch>();
    const exact = this.termSet.has(term);
    if (exact) found.set(term, {weight: matchWeights.exact, nearMiss: false});
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
      for (const candidate of longer.slice(0, maxPrefixTerms))
        found.set(candidate, {weight, nearMiss: false});
    }
    const max = maxTypos(term);
    if (max > 0) {
      const near: [string, number][] = [];
      for (const candidate of this.byFirstLetter.get(term.charAt(0)) ?? []) {
        if (found.has(candidate)) continue;
        const distance = isLast
          ? prefixDistance(term, candidate, max)
          : editDistance(term, candidate, max);
        if (distance !== Infinity) near.push([candidate, distance]);
      }
      near.sort((a, b) => a[1] - b[1] || a[0].length - b[0].length);
      for (const [candidate, distance] of near.slice(0, maxTypoTerms)) {
        const weight = exact
          ? matchWeights.typoBesideExact
          : matchWeights.typo * typoLikelihood(distance, term.length);
        found.set(candidate, {weight, nearMiss: true});
      }
    }
    return found;
  }

  /** The slots of a query: its words, stop words left out, and the synonym phrases among them. */
  slots(queryTerms: readonly string[]): Slot[] {
    const terms = readNegations(queryTerms, (term) => this.termSet.has(term));
    const lastPosition = terms.length - 1;
    const positions = terms.flatMap((term, i) => (stopWords.has(term) ? [] : [i]));
    // A last word of one or two letters after other words is a word being typed: it would match
    // hundreds of words and change the results at every keystroke, so it waits for its third letter.
    if (
      positions.length > 1 &&
      positions.at(-1) === lastPosition &&
      (terms[lastPosition]?.length ?? 0) <= 2
    )
      positions.pop();
    const slots: Slot[] = [];
    for (let i = 0; i < positions.length;) {
      let match: {length: number; group: readonly (readonly string[])[]} | undefined;
      for (const group of this.synonyms) {
        for (const phrase of group) {
          if (phrase.length <= (match?.length ?? 0) || i + phrase.length > positions.length)
            continue;
          if (phrase.every((word, j) => terms[positions[i + j] ?? -1] === word))
            match = {length: phrase.length, group};
        }
      }
      const length = match?.length ?? 1;
      const slotWords = positions.slice(i, i + length);
      const typed = slotWords.map((position) =>
        this.expand(terms[position] ?? '', position === lastPosition),
      );
      const alternatives: Alternative[] = [{terms: typed, weight: 1}];
      for (const phrase of match?.group ?? []) {
        if (phrase.join(' ') === slotWords.map((position) => terms[position]).join(' ')) continue;
        alternatives.push({
          terms: phrase.map((word) => new Map([[word, {weight: 1, nearMiss: false}]])),
          weight: matchWeights.synonym,
        });
      }
      slots.push({words: slotWords, alternatives});
      i += length;
    }
    return slots;
  }
}

/** Highlighting options that mark, in a text, the query words each of its terms matches. */
export function highlightOptions(
  queryWords: readonly string[],
  slots: readonly Slot[],
  tags: {preTag: string; postTag: string},
): HighlightOptions {
  const cache = new Map<string, number[]>();
  return {
    queryWords,
    ...tags,
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
