/**
 * Text helpers shared by the index (build time and browser) and the highlighter: one tokenizer and one
 * term normaliser, so a word is cut and folded the same way when indexed, queried and highlighted.
 */

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes the five HTML-significant characters. DocSearch renders search fields as HTML. */
export function escapeHtml(text: string): string {
  if (!/[&<>"']/.test(text)) return text;
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/** A word is a run of letters and digits; everything else separates words. */
export const wordPattern = /[\p{L}\p{N}]+/gu;

/** The words of a text, as written. */
export function words(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

/**
 * Folds a word to its index term: lower case, accents removed, and a plain English plural reduced to
 * its singular ('fees' → 'fee', 'libraries' → 'library', 'classes' → 'class'), as Algolia's
 * ignorePlurals does for the hosted index.
 */
function foldTerm(word: string): string {
  const lower = word.toLowerCase();
  // Unicode normalisation is slow, and almost every word of the guide is plain ASCII.
  const term = /^[a-z0-9]*$/.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
  if (term.length <= 3 || /\d/.test(term)) return term;
  if (term.endsWith('ies') && term.length > 4) return `${term.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x)es$/.test(term)) return term.slice(0, -2);
  if (term.endsWith('s') && !/(?:ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/**
 * The guide has a few thousand distinct words and every search folds the words of its hits again, so
 * folded terms are remembered: a word is folded once per visit.
 */
const foldedTerms = new Map<string, string>();

export function normalizeTerm(word: string): string {
  let term = foldedTerms.get(word);
  if (term === undefined) {
    term = foldTerm(word);
    foldedTerms.set(word, term);
  }
  return term;
}

/** The index terms of a text. */
export function tokenize(text: string): string[] {
  return words(text).map(normalizeTerm);
}

/** Negative contractions as a query holds them: cut at the apostrophe ('hasn' of "hasn't") or typed without it ('hasnt'). */
const negativeContractions = (
  'isn aren wasn weren hasn haven hadn don doesn didn won wouldn shouldn couldn ' +
  'isnt arent wasnt werent hasnt havent hadnt dont doesnt didnt cant wont wouldnt shouldnt couldnt'
).split(' ');

/**
 * Words too common to tell pages apart: every page has them. They are left out of the index and out
 * of a query ('how do i add a student' searches 'add student'), as Algolia's removeStopWords does.
 * Only function words: a word that names something in the suite ('fee', 'list') is never one. The
 * auxiliary verbs are all here, with the first halves of their negative contractions ('hasn' of
 * "hasn't"), which a query cuts in two, and the contractions as a phone keyboard or a hurried reader
 * types them, without the apostrophe ('hasnt', 'cant').
 */
export const stopWords: ReadonlySet<string> = new Set([
  ...(
    'a an the and or of to in on at by for from with into as is are was were am be been being it its this that ' +
    'these those i me my we our you your he she they them their can could do doe did has have had having how ' +
    'what when where which who why will would should shall there here if so not no than then too very s t ' +
    'about also any all let'
  ).split(' '),
  ...negativeContractions,
]);

/** Words that negate the word after them ('not paid', "hasn't paid", 'hasnt paid'). */
const negations: ReadonlySet<string> = new Set(['not', 'no', 'never', ...negativeContractions]);

/**
 * A query's terms with each negated word in its un- form when the guide uses that form: 'not paid'
 * and "hasn't paid" ask for what the guide calls 'unpaid'.
 */
export function readNegations(
  terms: readonly string[],
  inIndex: (term: string) => boolean,
): string[] {
  let negated = false;
  return terms.map((term) => {
    if (negations.has(term)) {
      negated = true;
      return term;
    }
    if (stopWords.has(term)) return term;
    const read = negated && inIndex(`un${term}`) ? `un${term}` : term;
    negated = false;
    return read;
  });
}

/** The index terms of a text that count for search: stop words left out. */
export function searchTerms(text: string): string[] {
  return tokenize(text).filter((term) => !stopWords.has(term));
}
