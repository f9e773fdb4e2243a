import {describe, expect, it} from 'vitest';
import {escapeHtml, normalizeTerm, readNegations, searchTerms, tokenize, words} from '../text';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters and nothing else', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')"> & café`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt; &amp; café',
    );
  });
});

describe('words and normalizeTerm', () => {
  it('cuts on anything but letters and digits', () => {
    expect(words('Fee-slip: 2025/26 (Class 10)')).toEqual([
      'Fee',
      'slip',
      '2025',
      '26',
      'Class',
      '10',
    ]);
  });

  it.each([
    ['Fees', 'fee'],
    ['libraries', 'library'],
    ['classes', 'class'],
    ['batches', 'batch'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['Café', 'cafe'],
    ['bus', 'bus'],
    ['H2S', 'h2s'],
  ])('folds %s to %s', (word, term) => {
    expect(normalizeTerm(word)).toBe(term);
  });

  it('tokenizes a text into index terms', () => {
    expect(tokenize('Student Fees and Discounts')).toEqual(['student', 'fee', 'and', 'discount']);
  });
});

describe('negations', () => {
  it("leaves auxiliary verbs and the halves of contractions out: \"who hasn't paid\" searches 'paid'", () => {
    expect(searchTerms("who hasn't paid")).toEqual(['paid']);
    expect(searchTerms('what does it have')).toEqual([]);
  });

  it('reads a negated word as its un- form when the guide uses it: not paid is unpaid', () => {
    const inIndex = (term: string) => term === 'unpaid';
    expect(readNegations(['hasn', 't', 'paid', 'fee'], inIndex)).toEqual([
      'hasn',
      't',
      'unpaid',
      'fee',
    ]);
    expect(readNegations(['not', 'returned'], inIndex)).toEqual(['not', 'returned']);
    expect(readNegations(['paid', 'fee'], inIndex)).toEqual(['paid', 'fee']);
  });

  it("reads a contraction typed without its apostrophe as the contraction: 'hasnt paid' is unpaid", () => {
    const inIndex = (term: string) => term === 'unpaid';
    expect(searchTerms('who hasnt paid')).toEqual(['paid']);
    expect(searchTerms('why cant i sign in')).toEqual(['sign']);
    expect(readNegations(['hasnt', 'paid'], inIndex)).toEqual(['hasnt', 'unpaid']);
  });
});
