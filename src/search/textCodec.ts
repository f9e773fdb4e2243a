/**
 * The word code of the local search index (pagePacking.ts). Each word of a text is written as a short
 * code into a dictionary of the index's words, most used first, and most spaces are left out. gzip only
 * looks 32 KB back; in the much shorter coded text it finds far more of the guide's repeated wording,
 * and the index gzips a quarter smaller than with plain text (146 KB against 195 KB in November 2026).
 *
 * A coded text reads:
 * - letters spell codes, and a text's words are runs of ASCII letters, so a coded text has no letter
 *   of its own. A code is zero or more of the 12 `continuationLetters` then one of the 40
 *   `finalLetters`; it stands for the word whose number is the index of its final letter plus 40 times
 *   its continuation letters read in bijective base 12: `a`…`N` are words 0–39, `Oa`…`ZN` 40–519,
 *   `OOa`…`ZZN` 520–6279 and so on;
 * - a code's word has a space before it when the code follows another code or one of `, ; . : ! ?`;
 * - a code's word has a capital first letter at the start of the text or after `. : ! ?`, and a small
 *   one elsewhere; `^` before the code swaps the two. The dictionary keeps `save` alone when both `Save`
 *   and `save` are used;
 * - `~` makes the next character literal: `~~`, `~^`, `~|`, and a word right after a `.` with no space
 *   (`e.g`) has its letters written as `~e~g`;
 * - `|` ends the text (the index writes lines of texts); any other character stands for itself.
 */

const finalLetters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN';
const continuationLetters = 'OPQRSTUVWXYZ';
const base = continuationLetters.length;

/** What a code's word has before it: nothing, a space, a space and a capital, or a capital. */
const nothing = 0;
const space = 1;
const sentenceSpace = 2;
const start = 3;
type Before = typeof nothing | typeof space | typeof sentenceSpace | typeof start;

/** The Before that a literal character leaves for the next code, by character code. */
const beforeAfter: Before[] = Array.from({length: 128}, () => nothing);
for (const char of ',;') beforeAfter[char.charCodeAt(0)] = space;
for (const char of '.:!?') beforeAfter[char.charCodeAt(0)] = sentenceSpace;

const spaced = (before: Before) => before === space || before === sentenceSpace;
const capitalized = (before: Before) => before === sentenceSpace || before === start;

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function codeOf(id: number): string {
  let code = finalLetters.charAt(id % finalLetters.length);
  for (
    let rest = Math.floor(id / finalLetters.length);
    rest > 0;
    rest = Math.floor((rest - 1) / base)
  ) {
    code = continuationLetters.charAt((rest - 1) % base) + code;
  }
  return code;
}

const wordPattern = /[A-Za-z]+/g;
const escapedPattern = /[~^|]/g;

export interface Encoder {
  /** The dictionary, most used word first. */
  words: string[];
  /** Codes one of the texts the dictionary was made from. */
  encode(text: string): string;
}

/** Makes the dictionary of `texts` and the encoder of those texts. */
export function createEncoder(texts: Iterable<string>): Encoder {
  const uses = new Map<string, number>();
  for (const text of texts) {
    for (const [word] of text.matchAll(wordPattern)) uses.set(word, (uses.get(word) ?? 0) + 1);
  }
  const entryOf = (word: string): string => {
    const small = word.charAt(0).toLowerCase() + word.slice(1);
    return uses.has(small) ? small : word;
  };
  const counts = new Map<string, number>();
  for (const [word, count] of uses)
    counts.set(entryOf(word), (counts.get(entryOf(word)) ?? 0) + count);
  const words = [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1))
    .map(([word]) => word);
  const codes = new Map(words.map((word, id) => [word, codeOf(id)]));

  const encode = (text: string): string => {
    let coded = '';
    // What the decoder will put before the next code, as it reads what is coded so far.
    let before: Before = start;
    const literal = (chars: string) => {
      coded += chars.replace(escapedPattern, '~$&');
      if (chars !== '') before = beforeAfter[chars.charCodeAt(chars.length - 1)] ?? nothing;
    };
    let end = 0;
    for (const match of text.matchAll(wordPattern)) {
      const [word] = match;
      const gap = text.slice(end, match.index);
      end = match.index + word.length;
      const gapBefore = gap.endsWith(' ') ? gap.slice(0, -1) : gap;
      literal(gapBefore);
      if (gapBefore !== gap && !spaced(before)) literal(' ');
      if (spaced(before) && gapBefore === gap) {
        // No space where the decoder would put one, as in 'e.g': the letters are written as they are.
        coded += word.replace(/./g, '~$&');
        before = nothing;
        continue;
      }
      const entry = entryOf(word);
      const code = codes.get(entry);
      if (code === undefined) throw new Error(`"${word}" is not in the dictionary`);
      const usual = capitalized(before) ? capitalize(entry) : entry;
      coded += (usual === word ? '' : '^') + code;
      before = space;
    }
    literal(text.slice(end));
    return coded;
  };
  return {words, encode};
}

function corrupt(): Error {
  return new Error('Corrupt search index');
}

/** Value of each code letter by character code: 0–39 for a final letter, 40–51 for a continuation one. */
const finalCount = finalLetters.length;
const letterValues: number[] = Array.from({length: 128}, () => -1);
for (let i = 0; i < finalCount; i++) letterValues[finalLetters.charCodeAt(i)] = i;
for (let i = 0; i < base; i++) letterValues[continuationLetters.charCodeAt(i)] = finalCount + i;
const escapeCode = '~'.charCodeAt(0);
const swapCode = '^'.charCodeAt(0);
const endCode = '|'.charCodeAt(0);

/** Decodes texts coded with the dictionary `words`. */
export class Decoder {
  /** Where the last text decoded ends: at its `|`, or at the end of the coded string. */
  end = 0;
  private readonly small: readonly string[];
  private readonly capital: readonly string[];
  private readonly spacedSmall: readonly string[];
  private readonly spacedCapital: readonly string[];

  constructor(words: readonly string[]) {
    this.small = words;
    this.capital = words.map(capitalize);
    this.spacedSmall = this.small.map((word) => ` ${word}`);
    this.spacedCapital = this.capital.map((word) => ` ${word}`);
  }

  /** Decodes the coded text that starts at `from` in `coded` and ends at the next `|` or at the end. */
  decode(coded: string, from: number): string {
    const {small, capital, spacedSmall, spacedCapital} = this;
    let text = '';
    let before: Before = start;
    let code = 0;
    let swap = false;
    // coded[run, i) are literal characters not copied yet.
    let run = from;
    let i = from;
    for (const length = coded.length; i < length; i++) {
      const char = coded.charCodeAt(i);
      const value = char < 128 ? (letterValues[char] ?? -1) : -1;
      if (value >= 0 || char === swapCode) {
        if (run < i) text += coded.slice(run, i);
        run = i + 1;
        if (value >= finalCount) {
          code = code * base + value - finalCount + 1;
        } else if (value < 0) {
          if (swap || code !== 0) throw corrupt();
          swap = true;
        } else {
          // Inline tests of `before`, as this runs for every word, mostly before the JIT compiles it.
          const upper = (before === sentenceSpace || before === start) !== swap;
          const words =
            before === space || before === sentenceSpace
              ? upper
                ? spacedCapital
                : spacedSmall
              : upper
                ? capital
                : small;
          const word = words[code * finalCount + value];
          if (word === undefined) throw corrupt();
          text += word;
          code = 0;
          swap = false;
          before = space;
        }
        continue;
      }
      if (code !== 0 || swap) throw corrupt();
      if (char === endCode) break;
      if (char === escapeCode) {
        text += coded.slice(run, i);
        i += 1;
        run = i;
        if (i === length) throw corrupt();
      }
      const literal = coded.charCodeAt(i);
      before = literal < 128 ? (beforeAfter[literal] ?? nothing) : nothing;
    }
    if (code !== 0 || swap) throw corrupt();
    this.end = i;
    return text + coded.slice(run, i);
  }
}
