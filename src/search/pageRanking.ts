import {matchWeights, type Expansion, type Slot} from './querySlots';
import {keywordFlag, namingFlags, titledFlag} from './indexLayout';

/**
 * Which pages answer a query, best first, from the postings of the index's term chunks. In order of
 * weight:
 * - every slot must match; when no page has them all, pages matching the most slots come first
 *   (Algolia's removeWordsIfNoResults: allOptional);
 * - a page whose title or keywords hold a word (they name what the page is about) beats one that
 *   mentions it in passing, by a bonus that is worth what the word tells apart (the square root of
 *   its informativeness): a rare word more than 'add' or 'new', which name hundreds of pages, and a
 *   word on every page nothing, so such verbs don't drown a question about the suite;
 * - a page whose whole title the query names ('library' for the page titled 'Library', a module's
 *   overview) comes before pages whose titles only hold the words among others, as Algolia's exact
 *   criterion ranks a whole-attribute match first;
 * - within that, BM25 over the page's fields (buildSearchFiles.ts).
 */

/** A page that matches: how many slots it matches, and its score. */
export interface RankedPage {
  page: number;
  matched: number;
  score: number;
}

export interface PageIndex {
  pageCount: number;
  /** What a term in a page's title adds to its score at most (a term on one page only), matched as typed or as the word being typed. */
  titleBonus: number;
  /** The same for a term in the page's keywords and not its title. */
  keywordBonus: number;
  /** How many distinct terms each page's title holds. */
  titleTermCounts: readonly number[];
  /** A term's postings: `[page gap, stored score, …]` (indexLayout.ts), or undefined for a term not in the index. */
  postingsOf: (term: string) => Promise<readonly number[] | undefined>;
  /** Whether the request's facet filters keep the page. */
  keeps: (page: number) => boolean;
}

/** The least share of its weight a near miss keeps, however few pages hold it. */
const nearMissFloor = 0.25;

/** Each page's score for a part of the query, and the index terms of it that the page's title holds. */
interface PartScores {
  scores: Float64Array;
  titleTerms: Map<number, readonly string[]>;
}

/**
 * How much a term tells pages apart, from 1 for a term on one page down to 0 for a term on every
 * page: BM25's idf over its largest value.
 */
export function informativeness(pagesWithTerm: number, pageCount: number): number {
  const idf = (count: number) => Math.log(1 + (pageCount - count + 0.5) / (count + 0.5));
  return pageCount > 1 ? idf(pagesWithTerm) / idf(1) : 1;
}

/**
 * Each page's score for one expansion: the best of its terms' posting scores, weighted. A near miss
 * also counts by how many pages hold it against the most held of the word's near misses: a reader who
 * misspells a word most likely meant a word the guide uses often, and BM25 would rather reward the
 * rare one ('pateint' means 'patient', not 'patent').
 */
async function expansionScores(expansion: Expansion, index: PageIndex): Promise<PartScores> {
  const scores = new Float64Array(index.pageCount);
  const titleTerms = new Map<number, readonly string[]>();
  const found = await Promise.all(
    [...expansion].map(async ([term, match]) => ({
      term,
      match,
      postings: await index.postingsOf(term),
    })),
  );
  const mostHeldNearMiss = Math.max(
    1,
    ...found.map(({match, postings}) => (match.nearMiss ? (postings?.length ?? 0) : 0)),
  );
  for (const {term, match, postings} of found) {
    if (!postings) continue;
    const weight = match.nearMiss
      ? match.weight * (nearMissFloor + (1 - nearMissFloor) * (postings.length / mostHeldNearMiss))
      : match.weight;
    // A naming bonus counts for the word as typed, a synonym or the word being typed, not a typo.
    const named = !match.nearMiss && match.weight >= matchWeights.lastPrefix;
    const worth = named ? Math.sqrt(informativeness(postings.length / 2, index.pageCount)) : 0;
    let page = 0;
    for (let i = 0; i + 1 < postings.length; i += 2) {
      page += postings[i] ?? 0;
      const stored = postings[i + 1] ?? 0;
      const titled = (stored & titledFlag) !== 0;
      const bonus = titled
        ? index.titleBonus
        : (stored & keywordFlag) !== 0
          ? index.keywordBonus
          : 0;
      const score = weight * (Math.floor(stored / namingFlags) + worth * bonus);
      if (score > (scores[page] ?? 0)) {
        scores[page] = score;
        if (named && titled) titleTerms.set(page, [term]);
        else titleTerms.delete(page);
      }
    }
  }
  return {scores, titleTerms};
}

/** Each page's score for a slot: its best alternative, every term of which must match. */
async function slotScores({alternatives}: Slot, index: PageIndex): Promise<PartScores> {
  const best: PartScores = {scores: new Float64Array(index.pageCount), titleTerms: new Map()};
  for (const {terms, weight} of alternatives) {
    const termScores = await Promise.all(
      terms.map((expansion) => expansionScores(expansion, index)),
    );
    for (let page = 0; page < index.pageCount; page += 1) {
      let sum = 0;
      for (const {scores} of termScores) {
        const score = scores[page] ?? 0;
        if (score === 0) {
          sum = 0;
          break;
        }
        sum += score;
      }
      if (sum * weight > (best.scores[page] ?? 0)) {
        best.scores[page] = sum * weight;
        const titled = termScores.flatMap(({titleTerms}) => titleTerms.get(page) ?? []);
        // The slot is in the title when each of its words is.
        if (titled.length === terms.length) best.titleTerms.set(page, titled);
        else best.titleTerms.delete(page);
      }
    }
  }
  return best;
}

/** Pages in rank order: all slots matched when any page has them all, else most slots first. */
export async function rankPages(slots: readonly Slot[], index: PageIndex): Promise<RankedPage[]> {
  const scoresBySlot = await Promise.all(slots.map((slot) => slotScores(slot, index)));
  const ranked: RankedPage[] = [];
  for (let page = 0; page < index.pageCount; page += 1) {
    let matched = 0;
    let score = 0;
    const titleTerms = new Set<string>();
    let slotsInTitle = 0;
    for (const {scores, titleTerms: titled} of scoresBySlot) {
      const value = scores[page] ?? 0;
      if (value > 0) matched += 1;
      score += value;
      const inTitle = titled.get(page);
      if (inTitle) slotsInTitle += 1;
      for (const term of inTitle ?? []) titleTerms.add(term);
    }
    // The query is the page's title: each of its words is in the title, and each of the title's in the query.
    const titleTermCount = index.titleTermCounts[page] ?? 0;
    if (slotsInTitle === slots.length && titleTermCount > 0 && titleTerms.size >= titleTermCount)
      score += index.titleBonus;
    if (matched > 0 && index.keeps(page)) ranked.push({page, matched, score});
  }
  const all = ranked.filter(({matched}) => matched === slots.length);
  if (all.length > 0) return all.sort((a, b) => b.score - a.score || a.page - b.page);
  // No page has every word: a page's score counts in proportion to the share of the words it has,
  // so a page whose title holds two of three words can beat one that mentions all three in passing.
  for (const entry of ranked) entry.score *= entry.matched / slots.length;
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
}
