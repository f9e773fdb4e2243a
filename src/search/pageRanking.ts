import {matchWeights, type Expansion, type Slot} from './querySlots';
import {keywordFlag, namingFlags, titledFlag} from './indexLayout';

/**
 * Which pages answer a query, best first, from the postings of the index's term chunks. In order of
 * weight:
 * - a page should match every slot; one that misses some keeps its score times the square of the share
 *   of the query's informativeness it matches, so missing a word most pages hold ('more', 'later',
 *   'show') costs little and missing the word that names the subject costs most of the score (BM25's
 *   idf weighting of query terms, applied to whole slots, rather than Algolia's all-or-nothing words
 *   criterion, which let a page holding the reader's chatter beat the page about the subject);
 * - a page whose title or keywords hold a word (they name what the page is about) beats one that
 *   mentions it in passing, by a bonus that is worth what the word tells apart (the square root of
 *   its informativeness): a rare word more than 'add' or 'new', which name hundreds of pages, and a
 *   word on every page nothing, so such verbs don't drown a question about the suite; a misspelled
 *   word names a page as the word it means does, at a typo's weight;
 * - a page whose whole title the query names ('library' for the page titled 'Library', a module's
 *   overview) comes before pages whose titles only hold the words among others, as Algolia's exact
 *   criterion ranks a whole-attribute match first;
 * - within that, BM25 over the page's fields (buildSearchFiles.ts);
 * - a query of one word or phrase ('quiz', 'payroll', a module's name in the reader's words) puts a
 *   section's overview a little ahead of its pages that match about as well: the reader names a
 *   subject, which the overview introduces and links to its main jobs (the hosted index's
 *   customRanking on the page's role, scripts/lib/algoliaPush.ts); a query of three words or more
 *   names a job, and puts the overview as far behind the pages that do jobs.
 */

/** A page that matches at least one slot, and its score. */
export interface RankedPage {
  page: number;
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
  /** Whether the page is a section's overview (pageRole.ts). */
  isOverview: (page: number) => boolean;
  /** A term's postings: `[page gap, stored score, …]` (indexLayout.ts), or undefined for a term not in the index. */
  postingsOf: (term: string) => Promise<readonly number[] | undefined>;
  /** Whether the request's facet filters keep the page. */
  keeps: (page: number) => boolean;
}

/**
 * How far ahead of a page that matches a one-slot query as well its section's overview is put, and
 * how far behind for a query of `jobWords` slots or more.
 */
const overviewLead = 1.2;

/**
 * A query of this many slots names a job ('put holiday notice on dashboard'), which one of a
 * section's pages does; its overview mentions every job in passing and so matches most words too.
 */
const jobWords = 3;

/** The least share of its weight a near miss keeps, however few pages hold it. */
const nearMissFloor = 0.25;

/** Each page's score for a part of the query, and the index terms of it that the page's title holds. */
interface PartScores {
  scores: Float64Array;
  titleTerms: Map<number, readonly string[]>;
  /** How much the part tells pages apart: the informativeness of its most held term. */
  worth: number;
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
  const mostHeld = Math.max(0, ...found.map(({postings}) => (postings?.length ?? 0) / 2));
  const mostHeldNearMiss = Math.max(
    1,
    ...found.map(({match, postings}) => (match.nearMiss ? (postings?.length ?? 0) : 0)),
  );
  for (const {term, match, postings} of found) {
    if (!postings) continue;
    const weight = match.nearMiss
      ? match.weight * (nearMissFloor + (1 - nearMissFloor) * (postings.length / mostHeldNearMiss))
      : match.weight;
    // A naming bonus counts for the word as typed, a synonym, the word being typed, and the word a
    // misspelling means ('aproval' names the approval page as 'approval' does, weighted as a typo),
    // but not for a near miss of a word the guide holds as typed ('form' is not 'from').
    const named = match.nearMiss
      ? match.weight > matchWeights.typoBesideExact
      : match.weight >= matchWeights.lastPrefix;
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
  return {scores, titleTerms, worth: informativeness(mostHeld, index.pageCount)};
}

/**
 * Each page's score for a slot: its best alternative, every term of which must match. The slot is
 * worth what its most telling alternative is worth.
 */
async function slotScores({alternatives}: Slot, index: PageIndex): Promise<PartScores> {
  const best: PartScores = {
    scores: new Float64Array(index.pageCount),
    titleTerms: new Map(),
    worth: 0,
  };
  for (const {terms, weight} of alternatives) {
    const termScores = await Promise.all(
      terms.map((expansion) => expansionScores(expansion, index)),
    );
    // A phrase tells pages apart as well as its most telling word.
    best.worth = Math.max(best.worth, ...termScores.map(({worth}) => worth));
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

/** The share of the query a page matches, by informativeness: 1 when it matches every slot. */
function matchedShare(matched: readonly PartScores[], all: readonly PartScores[]): number {
  const worth = (parts: readonly PartScores[]) => parts.reduce((sum, part) => sum + part.worth, 0);
  const total = worth(all);
  // Every word of the query is on every page: each slot counts the same.
  return total > 0 ? worth(matched) / total : matched.length / Math.max(1, all.length);
}

/** Pages in rank order, each page's score discounted by the share of the query it misses. */
export async function rankPages(slots: readonly Slot[], index: PageIndex): Promise<RankedPage[]> {
  const scoresBySlot = await Promise.all(slots.map((slot) => slotScores(slot, index)));
  const ranked: RankedPage[] = [];
  for (let page = 0; page < index.pageCount; page += 1) {
    const matched: PartScores[] = [];
    let score = 0;
    const titleTerms = new Set<string>();
    let slotsInTitle = 0;
    for (const slot of scoresBySlot) {
      const value = slot.scores[page] ?? 0;
      if (value > 0) matched.push(slot);
      score += value;
      const inTitle = slot.titleTerms.get(page);
      if (inTitle) slotsInTitle += 1;
      for (const term of inTitle ?? []) titleTerms.add(term);
    }
    // The query is the page's title: each of its words is in the title, and each of the title's in the query.
    const titleTermCount = index.titleTermCounts[page] ?? 0;
    if (slotsInTitle === slots.length && titleTermCount > 0 && titleTerms.size >= titleTermCount)
      score += index.titleBonus;
    if (slots.length === 1 && index.isOverview(page)) score *= overviewLead;
    if (slots.length >= jobWords && index.isOverview(page)) score /= overviewLead;
    if (matched.length > 0 && index.keeps(page)) {
      // Squared, so a page missing a telling word falls well behind one that has it, while a page
      // whose title holds the words that matter can beat one that mentions the reader's every word
      // in passing.
      ranked.push({page, score: score * matchedShare(matched, scoresBySlot) ** 2});
    }
  }
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
}
