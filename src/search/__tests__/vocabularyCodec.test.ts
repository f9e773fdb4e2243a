import {describe, expect, it} from 'vitest';
import {decodeSynonyms, decodeTerms, encodeSynonyms, encodeTerms} from '../vocabularyCodec';

describe('encodeTerms', () => {
  it('writes each term as what it shares with the term before, then the rest', () => {
    expect(encodeTerms(['allot', 'allotment', 'allotted', 'book'])).toBe('allot Ement Eted book');
  });

  it('reads back the terms it wrote, in order', () => {
    const terms = ['10', '2g', 'a', 'allot', 'allotment', 'allotted', 'book', 'é', 'éa'];
    expect(decodeTerms(encodeTerms(terms))).toEqual(terms);
  });

  it('shares at most 26 characters, as a capital A to Z counts them', () => {
    const long = 'a'.repeat(30);
    const terms = [long, `${long}b`];
    expect(encodeTerms(terms).split(' ')[1]).toBe(`Z${'a'.repeat(4)}b`);
    expect(decodeTerms(encodeTerms(terms))).toEqual(terms);
  });

  it('writes no terms as an empty text', () => {
    expect(encodeTerms([])).toBe('');
    expect(decodeTerms('')).toEqual([]);
  });
});

describe('encodeSynonyms', () => {
  it('separates words by spaces, phrases by | and groups by commas, and reads them back', () => {
    const groups = [
      [['payslip'], ['salary', 'slip']],
      [['fee'], ['charge']],
    ];
    expect(encodeSynonyms(groups)).toBe('payslip|salary slip,fee|charge');
    expect(decodeSynonyms(encodeSynonyms(groups))).toEqual(groups);
    expect(decodeSynonyms(encodeSynonyms([]))).toEqual([]);
  });
});
