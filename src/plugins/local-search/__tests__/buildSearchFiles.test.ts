import {describe, expect, it} from 'vitest';
import {origin, pageRecords} from '../../../search/__tests__/makeRecords';
import {pageFile, termChunkFile, type TermChunk} from '../../../search/indexLayout';
import {packFile, unpackFiles} from '../../../search/searchPacks';
import {decodeSynonyms, decodeTerms} from '../../../search/vocabularyCodec';
import {buildSearchFiles, synonymTerms} from '../buildSearchFiles';

const [payTitle, ...payText] = pageRecords({
  path: '/docs/a',
  title: 'Pay salaries',
  intro: ['Pay every employee their salary each month.'],
});
const records = [
  ...(payTitle
    ? [
        {
          ...payTitle,
          keywords: ['payroll', 'payslip'],
          description: 'Close the month and pay wages.',
        },
      ]
    : []),
  ...payText,
  ...pageRecords({
    path: '/docs/b',
    title: 'Set holidays',
    intro: ['The school is closed; salary is not affected.'],
  }),
  ...pageRecords({
    path: '/blog/c',
    title: 'News',
    tag: 'default',
    intro: ['The holiday list is out.'],
  }),
];

describe('buildSearchFiles', () => {
  const {meta, files, packs} = buildSearchFiles(records, origin, [
    ['payslip', 'salary slip'],
    ['the'],
  ]);
  const postings = (term: string) => {
    const number = decodeTerms(meta.terms).indexOf(term);
    const chunk = meta.termChunks.findLastIndex((start) => start <= number);
    const list =
      (JSON.parse(files.get(`${meta.dir}${termChunkFile(chunk)}`) ?? '[]') as TermChunk)[
        number - (meta.termChunks[chunk] ?? 0)
      ] ?? [];
    const result: Record<number, number> = {};
    for (let i = 0, page = 0; i < list.length; i += 2)
      result[(page += list[i] ?? 0)] = list[i + 1] ?? 0;
    return result;
  };

  it('indexes every word but stop words, the keywords and the description', () => {
    const terms = decodeTerms(meta.terms);
    expect(terms).toEqual([...terms].sort());
    expect(terms).toEqual(
      expect.arrayContaining(['salary', 'holiday', 'payroll', 'payslip', 'school']),
    );
    expect(terms).not.toContain('the');
    expect(Object.keys(postings('payroll'))).toEqual(['0']);
    expect(Object.keys(postings('wage'))).toEqual(['0']);
  });

  it('scores a title word above the same word in passing', () => {
    const salary = postings('salary');
    expect(salary[0]).toBeGreaterThan(salary[1] ?? Infinity);
  });

  it('writes a file per page, and the facets of each page', () => {
    expect(meta.pageCount).toBe(3);
    expect(files.has(`${meta.dir}${pageFile(2)}`)).toBe(true);
    expect(meta.facetRuns).toEqual([
      [0, 0],
      [2, 1],
    ]);
    expect(meta.facets[1]?.[1]).toBe('default');
  });

  it('names the folder after the content, so a changed index never mixes with old chunks', () => {
    expect(meta.dir).toMatch(/^search-index\/[0-9a-f]{12}\/$/);
    expect(buildSearchFiles(records, origin, []).meta.dir).toBe(meta.dir);
    expect(buildSearchFiles(records.slice(0, 2), origin, []).meta.dir).not.toBe(meta.dir);
  });

  it('keeps synonym groups as index terms, leaving out phrases of stop words only', () => {
    expect(decodeSynonyms(meta.synonyms)).toEqual([[['payslip'], ['salary', 'slip']]]);
    expect(
      synonymTerms([
        ['How do I', 'guide'],
        ['Parents', 'guardians'],
      ]),
    ).toEqual([[['parent'], ['guardian']]]);
  });

  it('packs every file once, byte for byte, what lists pages (term chunks, title cards) before page files', () => {
    expect([...packs.keys()]).toEqual(
      Array.from({length: meta.packCount}, (_, i) => `${meta.dir}${packFile(i)}`),
    );
    const packed = [...packs.values()].flatMap((pack) => unpackFiles(pack));
    expect(
      packed.map(({name, bytes}) => [`${meta.dir}${name}`, new TextDecoder().decode(bytes)]),
    ).toEqual([...files]);
    const kinds = (kind: string, count: number) => Array.from({length: count}, () => kind);
    expect(packed.map(({name}) => name[0])).toEqual([
      ...kinds('t', meta.termChunks.length),
      ...kinds('c', meta.pageCount),
      ...kinds('p', meta.pageCount),
    ]);
  });
});
