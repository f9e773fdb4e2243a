import {describe, expect, it} from 'vitest';
import type {Section} from '../pageSections';
import {QueryVocabulary} from '../querySlots';
import {orderByProximity, sectionCoverage, type ReadPage} from '../sectionProximity';

/** The proximity principle of sectionProximity.ts, on pages made of sections of a few words each. */

const section = (...terms: string[]): Section => ({
  records: [],
  heading: new Set(terms.slice(0, 1)),
  content: new Set(terms.slice(1)),
});
const vocabulary = new QueryVocabulary(
  ['overview', 'receive', 'stock', 'supplier', 'workflow'],
  [],
);
const slots = (query: string) => vocabulary.slots(query.split(' '));

// A workflow holds the query's words in different steps; the page that does the job holds them in one section.
const workflow = [section('workflow', 'stock'), section('receive'), section('supplier')];
const receiveStock = [section('receive', 'stock', 'supplier'), section('overview')];
const page = (number: number, score: number, sections: Section[]): ReadPage => ({
  rankedPage: {page: number, score},
  sections,
});
const order = (pages: ReadPage[], query: string) =>
  orderByProximity(pages, slots(query)).map(({rankedPage}) => rankedPage);

describe('section proximity', () => {
  it("measures the largest share of the query's words one section holds", () => {
    expect(sectionCoverage(receiveStock, slots('receive stock supplier'))).toBe(1);
    expect(sectionCoverage(workflow, slots('receive stock supplier'))).toBeCloseTo(1 / 3);
  });

  it('puts the page whose one section holds the job first, when its score is close, keeping the scores in place', () => {
    expect(
      order([page(0, 100, workflow), page(1, 95, receiveStock)], 'receive stock supplier'),
    ).toEqual([
      {page: 1, score: 100},
      {page: 0, score: 95},
    ]);
  });

  it('keeps a page whose score is well ahead first: proximity only settles close calls', () => {
    expect(
      order([page(0, 100, workflow), page(1, 80, receiveStock)], 'receive stock supplier').map(
        ({page: number}) => number,
      ),
    ).toEqual([0, 1]);
  });

  it('keeps the order of a query of one word, which has no proximity', () => {
    expect(
      order([page(0, 100, workflow), page(1, 99, [section('stock')])], 'stock').map(
        ({page: number}) => number,
      ),
    ).toEqual([0, 1]);
  });
});
