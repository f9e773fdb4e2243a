/**
 * A fixed piece of work shaped like a search, timed beside each keystroke in the same page: its time
 * tells how fast this machine runs such work at that moment, so a keystroke's time can be stated as
 * it would be on the machine the budgets were set on (`searchBudgets.referenceSliceMs` in
 * scripts/budgets.ts). The keystroke budget then judges the engine, not the machine: CI's fresh
 * machine answered the same build's keystrokes in a median of 2.10 ms where this project's machine
 * took 1.30-1.40 ms.
 *
 * The work (a vocabulary of 6,000 made-up words with their postings, built once and not timed) is what
 * a search does: prefix lookups in a sorted word list, edit distances for typos, scores summed in a
 * Map, a sort and the top hits' snippets. It is deterministic and never changes with the site, so it
 * imports nothing from the engine (src/search), whose changes it must not follow.
 */
const vocabularySize = 6000;
/** Queries of one slice: about a quarter of a millisecond, a fifth of a keystroke's time. */
const queriesPerSlice = 20;

interface Vocabulary {
  readonly words: readonly string[];
  readonly postings: ReadonlyMap<string, readonly number[]>;
}

/** A linear congruential generator: the same numbers on every machine and run. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
}

function makeVocabulary(): Vocabulary {
  const next = numbers(1);
  const words = Array.from({length: vocabularySize}, () =>
    Array.from({length: 3 + (next() % 8)}, () => String.fromCharCode(97 + (next() % 26))).join(''),
  ).sort();
  const postings = new Map(
    words.map((word) => [word, Array.from({length: 1 + (next() % 40)}, () => next() % 400)]),
  );
  return {words, postings};
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The first index of `words` not before `prefix`. */
function lowerBound(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((words[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** One slice of the work; returns a checksum so that no engine can skip it. */
function slice({words, postings}: Vocabulary): number {
  const next = numbers(7);
  let checksum = 0;
  for (let query = 0; query < queriesPerSlice; query += 1) {
    const word = words[next() % words.length] ?? '';
    const prefix = word.slice(0, 2 + (next() % 3));
    const scores = new Map<number, number>();
    for (let i = lowerBound(words, prefix); i < words.length; i += 1) {
      const candidate = words[i] ?? '';
      if (!candidate.startsWith(prefix)) break;
      const weight = 1 / (1 + editDistance(word, candidate));
      for (const page of postings.get(candidate) ?? [])
        scores.set(page, (scores.get(page) ?? 0) + weight * Math.log(1 + page));
    }
    const top = [...scores].sort((a, b) => b[1] - a[1]).slice(0, 20);
    for (const [page, score] of top)
      checksum += `${word} … page ${String(page)} …`.length + Math.round(score);
  }
  return checksum;
}

/**
 * Builds the vocabulary and returns one slice of the work, the same queries each time it runs, with a
 * checksum that the caller must use so that no engine can skip it.
 */
export function makeReferenceSlice(): () => number {
  const vocabulary = makeVocabulary();
  return () => slice(vocabulary);
}
