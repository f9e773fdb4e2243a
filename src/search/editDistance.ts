/**
 * How far a typed word is from an index term, counted in typos. The local engine matches a query word
 * to index terms a typo or two away, and to longer terms whose start is that close (the word being
 * typed).
 */

/** The most typos a word of this length may hold: none under 4 letters, 1 from 4, 2 from 7. */
export function maxTypos(term: string): number {
  if (term.length >= 7) return 2;
  return term.length >= 4 ? 1 : 0;
}

/**
 * The smallest edit distance between `term` and a prefix of `word`, or Infinity when above `max`.
 * 'atend' is one edit from 'attend', a prefix of 'attendance'.
 */
export function prefixDistance(term: string, word: string, max: number): number {
  const width = Math.min(word.length, term.length + max);
  let previous = Array.from({length: width + 1}, (_, j) => j);
  for (let i = 1; i <= term.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= width; j += 1) {
      const cost = term[i - 1] === word[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return Infinity;
    previous = current;
  }
  const best = Math.min(...previous);
  return best <= max ? best : Infinity;
}

/** The edit distance between two words, or Infinity when above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    if (Math.min(...current) > max) return Infinity;
    previous = current;
  }
  const distance = previous[b.length] ?? Infinity;
  return distance <= max ? distance : Infinity;
}
