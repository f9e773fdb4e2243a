import type {RankedPage} from './pageRanking';
import {slotScore, type Section} from './pageSections';
import type {Slot} from './querySlots';

/**
 * Which of the pages a response reads in full comes first when their scores are close: the one whose
 * single section holds more of the query's words, as Algolia's proximity criterion puts words found
 * near each other ahead of words found apart. A reader's query names one job ('add stock received
 * from supplier'), which one section of the answering page does; a workflow or an overview holds the
 * same words in different sections, because it mentions every job in passing. Only the pages read in
 * full (engine.ts) are reordered, among themselves: their sections are at hand, so nothing more is
 * fetched, and the pages a search lists stay the same.
 */

/** How much more a page counts when one of its sections holds every word of the query than when none holds any. */
export const proximityWeight = 0.1;

/** A page read in full: its rank and score, and its sections. */
export interface ReadPage {
  rankedPage: RankedPage;
  sections: readonly Section[];
}

/** The largest share of the query's slots (its words and synonym phrases) that one section holds. */
export function sectionCoverage(sections: readonly Section[], slots: readonly Slot[]): number {
  let most = 0;
  for (const section of sections)
    most = Math.max(most, slots.filter((slot) => slotScore(section, slot) > 0).length);
  return slots.length > 0 ? most / slots.length : 0;
}

/**
 * `pages`, best first, reordered by their scores grown by their section coverage; each takes the score
 * of the place it takes, so the pages around them keep their order. A query of one word has no
 * proximity: its order stays.
 */
export function orderByProximity(pages: readonly ReadPage[], slots: readonly Slot[]): ReadPage[] {
  if (slots.length < 2) return [...pages];
  const scores = pages.map(({rankedPage}) => rankedPage.score);
  return pages
    .map((page, position) => ({
      page,
      position,
      key: page.rankedPage.score * (1 + proximityWeight * sectionCoverage(page.sections, slots)),
    }))
    .sort((a, b) => b.key - a.key || a.position - b.position)
    .map(({page}, i) => ({
      rankedPage: {page: page.rankedPage.page, score: scores[i] ?? 0},
      sections: page.sections,
    }));
}
