import {describe, expect, it} from 'vitest';
import {budgetFailures, formatBudgetTable, type BudgetRow} from '../budgetReport';

const size: BudgetRow = {name: 'JS', measured: 151.04, budget: 150, unit: 'KB', kind: 'max'};
const score: BudgetRow = {
  name: 'Performance',
  measured: 99,
  budget: 98,
  unit: '',
  kind: 'min',
  decimals: 0,
};

describe('budgetFailures', () => {
  it('names sizes over their ceiling and scores under their floor', () => {
    expect(budgetFailures([size, score])).toEqual(['JS']);
    expect(
      budgetFailures([
        {...size, measured: 150},
        {...score, measured: 97},
      ]),
    ).toEqual(['Performance']);
  });

  it('counts a figure that could not be measured as a failure', () => {
    expect(
      budgetFailures([
        {...size, measured: NaN},
        {...score, measured: NaN},
      ]),
    ).toEqual(['JS', 'Performance']);
  });
});

describe('formatBudgetTable', () => {
  it('prints a Markdown table whose sign says whether each budget is met', () => {
    expect(formatBudgetTable([size, score])).toBe(
      [
        '| Figure | Measured | Budget |',
        '|---|---:|---:|',
        '| JS | 151.0 KB | > 150 KB |',
        '| Performance | 99 | ≥ 98 |',
      ].join('\n'),
    );
  });
});
