import {describe, expect, it} from 'vitest';
import {formatScoreTable, rankOf, scoresOf, scoreTable} from '../evaluation/queryScores';
import {queriesOfTsv, type ReaderQuery} from '../evaluation/readerQuery';

describe('query scores', () => {
  it('ranks the first path that answers, a folder standing for the pages under it', () => {
    expect(rankOf(['/a', '/docs/b/c'], {pages: ['/docs/b/']})).toBe(2);
    expect(rankOf(['/a'], {pages: ['/b']})).toBe(0);
  });

  it('reads a table kept as text, and refuses a line that is not a kind, a query and its pages', () => {
    expect(queriesOfTsv('synonym\tbill\t/docs/a\t/docs/b\n\n')).toEqual([
      {kind: 'synonym', query: 'bill', pages: ['/docs/a', '/docs/b']},
    ]);
    expect(() => queriesOfTsv('synonym\tbill')).toThrow(/line 1/);
    expect(() => queriesOfTsv('synonym\tbill\t/docs/a\n\nguess\tbill\t/docs/a')).toThrow(/line 3/);
  });

  it('counts hit@1, hit@5 and MRR, a miss counting 0', () => {
    expect(scoresOf([1, 2, 6, 0])).toEqual({
      count: 4,
      hitAt1: 0.25,
      hitAt5: 0.5,
      mrr: (1 + 1 / 2 + 1 / 6) / 4,
    });
  });

  it('scores each kind that has queries, then all of them', () => {
    const query = (kind: ReaderQuery['kind']): ReaderQuery => ({query: 'q', kind, pages: []});
    const table = scoreTable([
      {query: query('typo'), rank: 1},
      {query: query('typo'), rank: 0},
      {query: query('task'), rank: 2},
    ]);
    expect(table.map(({kind, count}) => [kind, count])).toEqual([
      ['task', 1],
      ['typo', 2],
      ['all', 3],
    ]);
    expect(formatScoreTable(table)).toContain('| typo | 2 | 50.0% | 50.0% | 0.500 |');
  });
});
