import {escapeHtml, normalizeTerm, wordPattern} from './text';

/**
 * Algolia-style highlighting and snippeting of one text field. The text is HTML-escaped piece by piece
 * and only then are the highlight tags put around the matched words, so page text such as
 * `<img src=x onerror=…>` always comes back as inert text.
 */

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightOptions {
  /** The query words as typed. */
  queryWords: readonly string[];
  /** Which query words (by index) an index term matches; empty when none does. */
  matchTerm: (term: string) => readonly number[];
  preTag: string;
  postTag: string;
}

interface Piece {
  text: string;
  isWord: boolean;
  matches: readonly number[];
}

/** A text cut into words and what separates them, each word marked with the query words it matches. */
export type MarkedText = readonly Piece[];

/** Marks a text once for both its highlight and its snippet. */
export function markText(text: string, options: HighlightOptions): MarkedText {
  const result: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(wordPattern)) {
    const start = match.index;
    if (start > last) result.push({text: text.slice(last, start), isWord: false, matches: []});
    result.push({
      text: match[0],
      isWord: true,
      matches: options.matchTerm(normalizeTerm(match[0])),
    });
    last = start + match[0].length;
  }
  if (last < text.length) result.push({text: text.slice(last), isWord: false, matches: []});
  return result;
}

function render(list: readonly Piece[], options: HighlightOptions): string {
  return list
    .map((piece) =>
      piece.matches.length > 0
        ? `${options.preTag}${escapeHtml(piece.text)}${options.postTag}`
        : escapeHtml(piece.text),
    )
    .join('');
}

function matchInfo(list: readonly Piece[], options: HighlightOptions) {
  const matched = new Set(list.flatMap((piece) => piece.matches));
  const matchLevel: MatchLevel =
    matched.size === 0 ? 'none' : matched.size >= options.queryWords.length ? 'full' : 'partial';
  const matchedWords = [...matched].sort((a, b) => a - b).map((i) => options.queryWords[i] ?? '');
  return {matchLevel, matchedWords};
}

export function highlight(list: MarkedText, options: HighlightOptions): HighlightResult {
  const words = list.filter((piece) => piece.isWord);
  return {
    value: render(list, options),
    ...matchInfo(list, options),
    fullyHighlighted: words.length > 0 && words.every((piece) => piece.matches.length > 0),
  };
}

/**
 * At most `maxWords` words of the text around its best match (the window holding the most matched
 * words), with `ellipsis` where the text was cut.
 */
export function snippet(
  list: MarkedText,
  maxWords: number,
  ellipsis: string,
  options: HighlightOptions,
): SnippetResult {
  const wordIndexes = list.flatMap((piece, i) => (piece.isWord ? [i] : []));
  const {matchLevel} = matchInfo(list, options);
  if (wordIndexes.length <= maxWords) return {value: render(list, options), matchLevel};

  // Find the window of maxWords words with the most matches, then start it one word before its first
  // match, so the snippet reads 'one word of context, the match, what follows', as Algolia's does.
  const matchedAt = wordIndexes.map((i) => ((list[i]?.matches.length ?? 0) > 0 ? 1 : 0));
  let windowStart = 0;
  let bestCount = -1;
  let count = 0;
  for (let end = 0; end < matchedAt.length; end += 1) {
    count += matchedAt[end] ?? 0;
    if (end >= maxWords) count -= matchedAt[end - maxWords] ?? 0;
    const start = end - maxWords + 1;
    if (start >= 0 && count > bestCount) {
      bestCount = count;
      windowStart = start;
    }
  }
  const firstMatch = matchedAt.indexOf(1, windowStart);
  const bestStart =
    firstMatch === -1 ? 0 : Math.max(0, Math.min(firstMatch - 1, matchedAt.length - maxWords));
  const from = wordIndexes[bestStart] ?? 0;
  const lastWord = Math.min(bestStart + maxWords, wordIndexes.length) - 1;
  const reachesEnd = lastWord === wordIndexes.length - 1;
  const to = reachesEnd ? list.length - 1 : (wordIndexes[lastWord] ?? list.length - 1);
  const head = from > 0 ? ellipsis : '';
  const tail = reachesEnd ? '' : ellipsis;
  return {value: `${head}${render(list.slice(from, to + 1), options)}${tail}`, matchLevel};
}
