/**
 * How the entry file (indexLayout.ts) writes the index's terms and synonym groups. Every first search
 * downloads both before anything else, so they are written smaller than JSON arrays would be:
 *
 * - the terms, sorted, each as the number of leading characters it shares with the term before (a
 *   capital: `A` is 1 … `Z` is 26, nothing for 0), then the rest, separated by spaces: `allot Ement
 *   Eted` is allot, allotment, allotted. Sorted terms share long beginnings; gzip alone doesn't find most of them,
 *   and the entry file gzips 1.4 KB smaller (November 2026);
 * - the synonym groups, each phrase's terms separated by spaces, a group's phrases by `|` and the
 *   groups by `,`: `payslip|salary slip,fee|charge` (0.6 KB smaller than nested arrays).
 *
 * An index term is lower case letters and digits (text.ts), so it never holds a capital A to Z, a
 * space, `|` or `,`.
 */

const firstShareLetter = 'A'.charCodeAt(0);
const longestShare = 26;

function sharedLength(term: string, previous: string): number {
  const most = Math.min(term.length, previous.length, longestShare);
  let length = 0;
  while (length < most && term[length] === previous[length]) length += 1;
  return length;
}

/** The sorted terms as the entry file writes them. */
export function encodeTerms(terms: readonly string[]): string {
  return terms
    .map((term, i) => {
      const shared = sharedLength(term, terms[i - 1] ?? '');
      const marker = shared === 0 ? '' : String.fromCharCode(firstShareLetter + shared - 1);
      return marker + term.slice(shared);
    })
    .join(' ');
}

/** The terms of encodeTerms' text, in order. */
export function decodeTerms(text: string): string[] {
  const terms: string[] = [];
  if (text === '') return terms;
  let previous = '';
  for (const coded of text.split(' ')) {
    const code = coded.charCodeAt(0) - firstShareLetter;
    const shared = code >= 0 && code < longestShare ? code + 1 : 0;
    previous = previous.slice(0, shared) + coded.slice(shared === 0 ? 0 : 1);
    terms.push(previous);
  }
  return terms;
}

/** Synonym groups, each a list of phrases as index terms, as the entry file writes them. */
export function encodeSynonyms(groups: readonly (readonly (readonly string[])[])[]): string {
  return groups.map((group) => group.map((phrase) => phrase.join(' ')).join('|')).join(',');
}

/** The groups of encodeSynonyms' text. */
export function decodeSynonyms(text: string): string[][][] {
  if (text === '') return [];
  return text.split(',').map((group) => group.split('|').map((phrase) => phrase.split(' ')));
}
