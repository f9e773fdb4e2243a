import type {HighlightOptions} from './highlight';
import type {Slot} from './querySlots';
import {tokenize} from './text';
import type {SearchRecord} from './types';

/**
 * Which parts of a ranked page a response shows: its best section first, and at most two more, each
 * ranked lower, and never ahead of the best sections of the first `distinctPages` pages, so one page
 * doesn't fill the first results when others match.
 */

/** A heading and what follows it, up to the next heading: the records of one URL, with their terms. */
export interface Section {
  records: SearchRecord[];
  heading: ReadonlySet<string>;
  content: ReadonlySet<string>;
}

/** A record of the response, with the score it ranks by. */
export interface RankedHit {
  record: SearchRecord;
  score: number;
}

/** A page's second and third sections rank as this share of the page's score. */
const extraSectionShares = [0.5, 0.33];

/**
 * How many pages' best sections come before any page's other sections: the hits a phone's modal
 * shows without scrolling (hit@5 in src/search/evaluation), so its first screen offers five pages
 * rather than three parts of one.
 */
export const distinctPages = 5;

/** A page's records in sections, one per URL (a heading and what follows it), with their terms. */
export function sectionsOf(records: readonly SearchRecord[]): Section[] {
  const sections = new Map<
    string,
    {records: SearchRecord[]; heading: Set<string>; content: Set<string>}
  >();
  for (const record of records) {
    let section = sections.get(record.url);
    if (!section)
      sections.set(record.url, (section = {records: [], heading: new Set(), content: new Set()}));
    section.records.push(record);
    const own = record.type === 'content' ? record.content : record.hierarchy[record.type];
    const target = record.type === 'content' ? section.content : section.heading;
    for (const term of tokenize(own ?? '')) target.add(term);
  }
  return [...sections.values()];
}

/** How well a section answers one slot, 0 when it doesn't hold it: a match in its heading counts double. */
export function slotScore(section: Section, {alternatives}: Slot): number {
  let best = 0;
  for (const {terms, weight} of alternatives) {
    let sum = 0;
    for (const expansion of terms) {
      let value = 0;
      for (const [term, {weight: termWeight}] of expansion) {
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
  return best;
}

/** How well a section answers the query: the sum of its slot scores. */
function sectionScore(section: Section, slots: readonly Slot[]): number {
  return slots.reduce((total, slot) => total + slotScore(section, slot), 0);
}

/** The section's best record: the one whose own text matches the most query words, headings first. */
function bestRecord(section: Section, options: HighlightOptions): SearchRecord {
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

/**
 * A page's hits: its best section (its title first when the title matches as well as any heading),
 * then up to two more matching sections, each worth a share of the page's score and less than
 * `extrasBelow`, the score of the last of the first `distinctPages` pages.
 */
export function pageHits(
  sections: readonly Section[],
  slots: readonly Slot[],
  options: HighlightOptions,
  pageScore: number,
  extrasBelow: number,
): RankedHit[] {
  const scored = sections.map((section, position) => ({
    section,
    position,
    score: sectionScore(section, slots),
  }));
  scored.sort((a, b) => b.score - a.score || a.position - b.position);
  const [best, ...others] = scored;
  if (!best) return [];
  const extras = others.filter(({score}) => score > 0).slice(0, extraSectionShares.length);
  return [best, ...extras].map(({section}, i) => ({
    record: bestRecord(section, options),
    score:
      i === 0
        ? pageScore
        : Math.min(pageScore * (extraSectionShares[i - 1] ?? 0), extrasBelow * (1 - 1e-9)),
  }));
}
