import {matchWeights, type Expansion, type Slot} from './querySlots';

/**
 * Which pages answer a query, best first, from the postings of the index's term chunks: every slot
 * must match; when no page has them all, pages matching the most slots come first (Algolia's
 * removeWordsIfNoResults: allOptional).
 */

/** A page that matches: how many slots it matches, and its score. */
export interface RankedPage {
  page: number;
  matched: number;
  score: number;
}

export interface PageIndex {
  pageCount: number;
  /** What a term in a page's title adds to the page's score, matched as typed (or as the prefix being typed). */
  titleBonus: number;
  /** A term's postings: `[page gap, stored score, …]` (searchFiles.ts), or undefined for a term not in the index. */
  postingsOf: (term: string) => Promise<readonly number[] | undefined>;
  /** Whether the request's facet filters keep the page. */
  keeps: (page: number) => boolean;
}

/** Each page's score for one expansion: the best of its terms' posting scores, weighted. */
async function expansionScores(expansion: Expansion, index: PageIndex): Promise<Float64Array> {
  const result = new Float64Array(index.pageCount);
  await Promise.all(
    [...expansion].map(async ([term, weight]) => {
      const postings = await index.postingsOf(term);
      if (!postings) return;
      // A title's bonus counts for the word as typed, a synonym or the word being typed, not a typo.
      const bonus = weight >= matchWeights.lastPrefix ? index.titleBonus : 0;
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

/** Each page's score for a slot: its best alternative, every term of which must match. */
async function slotScores({alternatives}: Slot, index: PageIndex): Promise<Float64Array> {
  const best = new Float64Array(index.pageCount);
  for (const {terms, weight} of alternatives) {
    const termScores = await Promise.all(terms.map((expansion) => expansionScores(expansion, index)));
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
}

/** Pages in rank order: all slots matched when any page has them all, else most slots first. */
export async function rankPages(slots: readonly Slot[], index: PageIndex): Promise<RankedPage[]> {
  const scoresBySlot = await Promise.all(slots.map((slot) => slotScores(slot, index)));
  const ranked: RankedPage[] = [];
  for (let page = 0; page < index.pageCount; page += 1) {
    let matched = 0;
    let score = 0;
    for (const scores of scoresBySlot) {
      const value = scores[page] ?? 0;
      if (value > 0) matched += 1;
      score += value;
    }
    if (matched > 0 && index.keeps(page)) ranked.push({page, matched, score});
  }
  const all = ranked.filter(({matched}) => matched === slots.length);
  if (all.length > 0) return all.sort((a, b) => b.score - a.score || a.page - b.page);
  // No page has every word: a page's score counts in proportion to the share of the words it has,
  // so a page whose title holds two of three words can beat one that mentions all three in passing.
  for (const entry of ranked) entry.score *= entry.matched / slots.length;
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
}
