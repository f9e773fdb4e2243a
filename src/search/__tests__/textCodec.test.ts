import {describe, expect, it} from 'vitest';
import {createEncoder, Decoder} from '../textCodec';

function roundTrip(texts: string[]): string[] {
  const encoder = createEncoder(texts);
  const decoder = new Decoder(encoder.words);
  return texts.map((text) => {
    const coded = encoder.encode(text);
    const decoded = decoder.decode(coded, 0);
    expect(decoder.end).toBe(coded.length);
    return decoded;
  });
}

describe('the word code', () => {
  it('gives back every text', () => {
    const texts = [
      'Select Save.',
      'select save',
      'To remove a module: go to Settings › Module Store, then select Remove.',
      'SMS, CSV and PDF files; e.g. a CSV file, i.e.the raw data (see docs.example.com).',
      '  Two  spaces, a trailing space ',
      'Ends with a dot.',
      '90 days, 5,000 rows, v2.1, 2FA and 3 o’clock.',
      'Is it done? Yes! Really: yes.',
      'Tilde ~ caret ^ pipe | and ~^| together; a^b',
      '<img src=x onerror=alert(1)> "double" \'single\' & ampersand',
      'Café, naïve, 日本語, emoji 🎉 and ⋮ menus',
      'iOS and macOS: iPhone',
      '',
      ' ',
      '.',
      'a',
      'A',
    ];
    expect(roundTrip(texts)).toEqual(texts);
  });

  it('leaves out the spaces it can and codes both cases of a word once', () => {
    const encoder = createEncoder(['Select Save.', 'select save']);
    expect(encoder.words).toEqual(['save', 'select']);
    expect(encoder.encode('Select Save.')).toBe('b^a.');
    expect(encoder.encode('select save')).toBe('^ba');
    expect(encoder.encode('Save, select. Select')).toBe('a,b.b');
  });

  it('writes the letters of a word that follows a dot with no space', () => {
    const encoder = createEncoder(['e.g.it']);
    expect(encoder.words).toEqual(['e', 'g', 'it']);
    expect(encoder.encode('e.g.it')).toBe('^a.~g.~i~t');
    expect(new Decoder(encoder.words).decode('^a.~g.~i~t', 0)).toBe('e.g.it');
  });

  it('numbers codes with 40 final letters and 12 continuation letters', () => {
    const words = Array.from({length: 7000}, (_, i) => `W${i}`);
    const decoder = new Decoder(words);
    expect(decoder.decode('N', 0)).toBe(words[39]);
    expect(decoder.decode('Oa', 0)).toBe(words[40]);
    expect(decoder.decode('ZN', 0)).toBe(words[519]);
    expect(decoder.decode('OOa', 0)).toBe(words[520]);
    expect(decoder.decode('ZZN', 0)).toBe(words[6279]);
    expect(decoder.decode('OOOa', 0)).toBe(words[6280]);
  });

  it('codes texts with more words than short codes', () => {
    const letters = (n: number) =>
      n.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)));
    const texts = Array.from({length: 1000}, (_, i) => `${letters(i)} and ${letters(i + 1)}.`);
    expect(roundTrip(texts)).toEqual(texts);
  });

  it('stops at a `|` and tells where', () => {
    const decoder = new Decoder(['one', 'two']);
    expect(decoder.decode('a b|b', 0)).toBe('One two');
    expect(decoder.end).toBe(3);
    expect(decoder.decode('a b|b', 4)).toBe('Two');
    expect(decoder.end).toBe(5);
  });

  it('rejects a corrupt text', () => {
    const decoder = new Decoder(['one', 'two']);
    for (const coded of ['c', 'Oa', 'O', 'O.', 'a~', '^.', '^^a', 'a^']) {
      expect(() => decoder.decode(coded, 0), coded).toThrow('Corrupt search index');
    }
  });

  it('refuses to code a word it has no code for', () => {
    expect(() => createEncoder(['one']).encode('two')).toThrow('"two" is not in the dictionary');
  });
});
