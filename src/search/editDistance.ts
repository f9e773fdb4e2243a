/**
 * How far a typed word is from an index term, counted in typos: a letter missing, added or wrong, or
 * two letters swapped ('pateint'), each one typo, as Algolia counts them (the optimal string alignment
 * distance). The local engine matches a query word to index terms a typo or two away, and to longer
 * terms whose start is that close (the word being typed).
 */

/** The most typos a word of this length may hold: none under 4 letters, 1 from 4, 2 from 7. */
export function maxTypos(term: string): number {
  if (term.length >= 7) return 2;
  return term.length >= 4 ? 1 : 0;
}

/**
 * How likely a word with `typos` typos is to mean the term it is near, from 0 to 1: the share of its
 * letters that are right. One typo in 'fee' leaves little of it (and is not allowed); one typo in
 * 'attendence' leaves almost all, while 'fess' could be 'fees', 'less' or 'fuss'.
 */
export function typoLikelihood(typos: number, length: number): number {
  return Math.max(0, 1 - typos / Math.max(1, length));
}

/**
 * The smallest edit distance between `term` and a prefix of `word`, or Infinity when above `max`.
 * 'atend' is one edit from 'attend', a prefix of 'attendance'.
 */
export function prefixDistance(term: string, word: string, max: number): number {
  const width = Math.min(word.length, term.length + max);
  let beforePrevious: number[] = [];
  let previous = Array.from({length: width + 1}, (_, j) => j);
  for (let i = 1; i <= term.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= width; j += 1) {
      const value = cellDistance(term, word, i, j, current, previous, beforePrevious);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return Infinity;
    beforePrevious = previous;
    previous = current;
  }
  const best = Math.min(...previous);
  return best <= max ? best : Infinity;
}

/** One cell of the distance table: the distance between `a`'s first i letters and `b`'s first j. */
function cellDistance(
  a: string,
  b: string,
  i: number,
  j: number,
  current: readonly number[],
  previous: readonly number[],
  beforePrevious: readonly number[],
): number {
  const cost = a[i - 1] === b[j - 1] ? 0 : 1;
  const edited = Math.min(
    (previous[j] ?? 0) + 1,
    (current[j - 1] ?? 0) + 1,
    (previous[j - 1] ?? 0) + cost,
  );
  const swapped = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
  return swapped ? Math.min(edited, (beforePrevious[j - 2] ?? 0) + 1) : edited;
}

/** The edit distance between two words, or Infinity when above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current.push(cellDistance(a, b, i, j, current, previous, beforePrevious));
    if (Math.min(...current) > max) return Infinity;
    beforePrevious = previous;
    previous = current;
  }
  const distance = previous[b.length] ?? Infinity;
  return distance <= max ? distance : Infinity;
}
