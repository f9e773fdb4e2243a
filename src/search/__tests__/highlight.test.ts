import {describe, expect, it} from 'vitest';
import {
  highlight as highlightMarked,
  markText,
  snippet as snippetMarked,
  type HighlightOptions,
} from '../highlight';
import {normalizeTerm} from '../text';

/** Matches index terms equal to, or starting with, a query word's term. */
function options(query: string): HighlightOptions {
  const queryWords = query.split(' ');
  const terms = queryWords.map(normalizeTerm);
  return {
    queryWords,
    preTag: '<mark>',
    postTag: '</mark>',
    matchTerm: (term) => terms.flatMap((queryTerm, i) => (term.startsWith(queryTerm) ? [i] : [])),
  };
}

const highlight = (text: string, options: HighlightOptions) =>
  highlightMarked(markText(text, options), options);
const snippet = (text: string, maxWords: number, ellipsis: string, options: HighlightOptions) =>
  snippetMarked(markText(text, options), maxWords, ellipsis, options);

describe('highlight', () => {
  it('wraps matched words in the tags and reports the match level', () => {
    expect(highlight('Pay the library fine', options('library fee'))).toEqual({
      value: 'Pay the <mark>library</mark> fine',
      matchLevel: 'partial',
      matchedWords: ['library'],
      fullyHighlighted: false,
    });
    expect(highlight('Fees', options('fee')).matchLevel).toBe('full');
    expect(highlight('Fees', options('fee')).fullyHighlighted).toBe(true);
    expect(highlight('Nothing here', options('fee')).matchLevel).toBe('none');
  });

  it('escapes the text before adding tags: markup in a page comes back inert', () => {
    const result = highlight('<img src=x onerror="alert(1)"> fee & <script>', options('fee img'));
    expect(result.value).toBe(
      '&lt;<mark>img</mark> src=x onerror=&quot;alert(1)&quot;&gt; <mark>fee</mark> &amp; &lt;script&gt;',
    );
    expect(result.value).not.toMatch(/<(?!\/?mark>)/);
  });
});

describe('snippet', () => {
  const text =
    'one two three four five six seven eight nine ten eleven twelve fee fourteen fifteen sixteen';

  it('keeps a short text whole', () => {
    expect(snippet('the fee slip', 10, '…', options('fee')).value).toBe(
      'the <mark>fee</mark> slip',
    );
  });

  it('cuts a long text to the words around the best match, with the ellipsis where it was cut', () => {
    expect(snippet(text, 5, '…', options('fee')).value).toBe(
      '…twelve <mark>fee</mark> fourteen fifteen sixteen',
    );
    expect(snippet(text, 4, '…', options('three')).value).toBe(
      '…two <mark>three</mark> four five…',
    );
  });

  it('starts at the beginning when nothing matches', () => {
    expect(snippet(text, 3, '…', options('zebra'))).toEqual({
      value: 'one two three…',
      matchLevel: 'none',
    });
  });
});
