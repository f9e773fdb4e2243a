import {queryKinds, type ReaderQuery} from './readerQuery';

/**
 * How well search answers a set of reader queries: hit@1 (the first hit answers), hit@5 (one of the
 * first five does, what a phone's modal shows) and MRR (the mean of 1 / the rank of the first answer),
 * overall and for each kind of query.
 */

/** The lowest figures a set of queries may score, overall (issue 32), and hit@5 in a kind large enough to judge. */
export const searchFloors = {hitAt1: 0.8, hitAt5: 0.95, mrr: 0.85, kindHitAt5: 0.9} as const;

export type SearchFloors = {readonly [figure in keyof typeof searchFloors]: number};

/**
 * The first held-out set (firstHeldOutQueries.ts), after two rounds of ranking tuned without it,
 * scored hit@1 0.745, hit@5 0.893 and MRR 0.812 (its weakest kind, synonyms, hit@5 0.79). Its misses
 * have since been seen, so it may be tuned on. With the report pages saying what each report answers,
 * 0.732, 0.906 and 0.810; with 50 more pages opening with the job they do in readers' words (account,
 * users and modules; money and module jobs), 0.859, 0.973 and 0.909, above `searchFloors`, to which
 * it is now held.
 */
export const firstHeldOutFloors: SearchFloors = searchFloors;

/**
 * The second held-out set (secondHeldOutQueries.ts), written from the product model alone and scored
 * once before any tuning, with the 38 queries it shared with the other sets taken out (120 left):
 * hit@1 0.683, hit@5 0.892 and MRR 0.774 (its weakest kind, synonyms, hit@5 0.85), close to the
 * held-out set's 0.670, 0.868 and 0.758. Its misses were then seen, and 56 pages of the jobs it missed (one new)
 * now say those jobs in readers' words (reports by the question they answer, everyday jobs' entry
 * pages, questions about the suite): 0.875, 0.983 and 0.924, above `searchFloors`, to which it is
 * now held.
 */
export const secondHeldOutFloors: SearchFloors = searchFloors;

/**
 * The fourth held-out set (fourthHeldOutQueries.ts), written from the product model alone like the
 * second, with more synonyms, questions and reports asked for by their purpose, and the 43 queries
 * another set held taken out (122 left), scored once before any tuning: hit@1 0.566, hit@5 0.836 and
 * MRR 0.682 (its weakest kind, synonyms, hit@5 0.60). Its misses were then seen: with three ranking
 * rules (a misspelled word names a page, five pages before any page's second section, an overview
 * behind the pages that do a job for a query of three words or more), 0.590, 0.861 and 0.709; with
 * about 100 pages saying the jobs it missed in readers' words (one new), 0.885, 0.984 and 0.930, above
 * `searchFloors`, to which it is now held.
 */
export const fourthHeldOutFloors: SearchFloors = searchFloors;

/**
 * The fifth held-out set (fifthHeldOutQueries.ts), written from the product model alone like the
 * fourth, with more readers' own words and situations told in a sentence, and the 43 queries another
 * set held taken out (118 left), scored once before any tuning: hit@1 0.661, hit@5 0.831 and MRR
 * 0.742 (its weakest kind, synonyms, hit@5 0.58). Its misses were then seen: with the pages of the
 * jobs it missed saying them in readers' words, less the edits that cost the held-out set (below),
 * 0.797, 0.881 and 0.837 (synonyms hit@5 0.68); with its clinic, shop and money jobs too, 0.881,
 * 0.958 and 0.915, above `searchFloors`, to which it is now held.
 */
export const fifthHeldOutFloors: SearchFloors = searchFloors;

/**
 * The sixth held-out set (sixthHeldOutQueries.ts), written from the guide's pages like the held-out
 * set (140 pages drawn at random, a query for each), and the 8 queries another set held taken out
 * (132 left), scored once before any tuning: hit@1 0.598, hit@5 0.909 and MRR 0.723 (its weakest
 * kind, questions, hit@1 0.464). Its misses were then seen: with 17 more groups of readers' words in
 * synonyms.json, 0.636, 0.939 and 0.760; with the school, staff, history and suite pages it missed
 * saying their jobs in readers' words, 0.841, 0.985 and 0.908; with the money, event, note and patient
 * pages too, 0.871, 0.992 and 0.929, above `searchFloors`, to which it is now held.
 */
export const sixthHeldOutFloors: SearchFloors = searchFloors;

/**
 * The seventh held-out set (seventhHeldOutQueries.ts), written from 140 pages drawn at random among
 * those the sixth set's draw left out, a query for each, and the 6 queries another set held taken out
 * (134 left), scored once before any tuning: hit@1 0.701, hit@5 0.948 and MRR 0.804 (its weakest
 * kind, questions, hit@1 0.571 and hit@5 0.857). Its misses were then seen: with 4 more groups of
 * readers' words in synonyms.json, 0.724, 0.955 and 0.823; with the suite, clinic, shop, school and
 * library pages it missed saying their jobs in readers' words, 0.888, 0.993 and 0.935, above
 * `searchFloors`, to which it is now held.
 */
export const seventhHeldOutFloors: SearchFloors = searchFloors;

/**
 * The eighth held-out set (eighthHeldOutQueries.ts), written from the 109 pages that neither the
 * sixth nor the seventh set's draw held, a query for each, and the 3 queries another set held taken
 * out (106 left), scored once before any tuning: hit@1 0.604, hit@5 0.915 and MRR 0.730 (its weakest
 * kinds, questions, hit@1 0.500 and hit@5 0.864, and reader tasks, hit@5 0.857), as low as the
 * held-out set was before it was tuned for. Its misses were then seen: with 5 more groups of readers'
 * words in synonyms.json, 0.632, 0.934 and 0.755; with the exam, library, school office, suite,
 * clinic, shop and field pages it missed saying their jobs in readers' words, 0.943, 1.000 and 0.969,
 * above `searchFloors`, to which it is now held.
 */
export const eighthHeldOutFloors: SearchFloors = searchFloors;

/**
 * The ninth held-out set (ninthHeldOutQueries.ts), of the two kinds the held-out set stays weakest at:
 * for every page of the guide, a synonym and a reader task, and the 6 queries another set held taken
 * out (766 left), scored once before any tuning: hit@1 0.435, hit@5 0.770 and MRR 0.576 (synonyms
 * 0.479, 0.816 and 0.618; reader tasks 0.391, 0.725 and 0.534), lower than the held-out set's same
 * kinds. Its misses were then seen: with 21 more groups of readers' words in synonyms.json, 0.465,
 * 0.792 and 0.602; with the pages it missed saying their jobs in readers' words, 0.691, 0.932 and
 * 0.794; with 10 more groups from its remaining misses, 0.701, 0.939 and 0.803 (synonyms hit@5
 * 0.963, reader tasks 0.915); with a second pass on the pages it still missed, in which writers kept
 * every keyword but those the title already holds, 0.787, 0.966 and 0.863; with a third on the
 * school office, shop and clinic pages, 0.862, 0.984 and 0.916 (both kinds hit@5 0.984), above
 * `searchFloors`, to which it is now held.
 */
export const ninthHeldOutFloors: SearchFloors = searchFloors;

/**
 * The tenth held-out set (tenthHeldOutQueries.ts), written like the held-out set in all six kinds,
 * from 322 pages drawn at random, two queries each, and the 13 queries another set held taken out
 * (631 left), scored once before any tuning: hit@1 0.674, hit@5 0.910 and MRR 0.774 (its weakest
 * kind, synonyms, hit@1 0.508 and hit@5 0.820), well below the held-out set's figures: the guide's
 * pages, written for the sets tuned on, answer readers' words nobody tuned for less well. Its misses
 * were then seen: with 13 more groups of readers' words in synonyms.json, chosen on its first 251
 * queries before the other 380 were written, 0.689, 0.921 and 0.787 (synonyms 0.547 and 0.859); the
 * other 380 didn't move with them. With 16 pages saying the jobs its first misses asked for in
 * readers' words, 0.702, 0.924 and 0.796 (synonyms 0.570 and 0.867); with section proximity
 * (sectionProximity.ts), 0.708, 0.924 and 0.801; with synonym groups written from the product's
 * vocabulary, 0.712, 0.924 and 0.802; with a second batch of them, 0.715, 0.924 and 0.804; with
 * keywords written the same way for 84 pages, 0.721, 0.929 and 0.810 (synonyms hit@5 0.883). Its
 * sixth part, which arrived later, is kept unseen as eleventhHeldOutQueries.ts. Until it reaches
 * `searchFloors`, it is held to its latest figures, rounded down.
 */
export const tenthHeldOutFloors: SearchFloors = {
  hitAt1: 0.72,
  hitAt5: 0.92,
  mrr: 0.8,
  kindHitAt5: 0.88,
};

/**
 * The eleventh held-out set (eleventhHeldOutQueries.ts), the tenth set's sixth part, kept unseen:
 * scored first with synonyms.json as it was before the tenth set's groups, hit@1 0.630, hit@5 0.921
 * and MRR 0.757 (its weakest kind, synonyms, hit@1 0.407 and hit@5 0.778), and the same with them,
 * and with the pages written for the tenth set's misses; with section proximity
 * (sectionProximity.ts), 0.646, 0.921 and 0.766; with synonym groups written from the product's
 * vocabulary by a writer who saw no query, 0.661, 0.929 and 0.780 (synonyms 0.481 and 0.815); with a
 * second batch of them, the same (MRR 0.781); with keywords written the same way for 84 pages,
 * 0.677, 0.929 and 0.788. Until it reaches `searchFloors`, it is held to its latest figures, rounded
 * down.
 */
export const eleventhHeldOutFloors: SearchFloors = {
  hitAt1: 0.67,
  hitAt5: 0.92,
  mrr: 0.78,
  kindHitAt5: 0.81,
};

/**
 * The held-out set (heldOutQueries.ts), written blind and evaluated once before any tuning, with the
 * 28 queries it shared with the tuning sets taken out (106 left), scored hit@1 0.623, hit@5 0.830 and
 * MRR 0.718 (its weakest kind, reader tasks, hit@5 0.60); with contractions typed without their
 * apostrophe read as such, 0.623, 0.840 and 0.721; with the report pages saying what each report
 * answers, in readers' words (no ranking change), 0.651, 0.868 and 0.750, every kind at hit@5 0.79 or
 * more; with 50 more pages opening with the job they do in readers' words, 0.670, 0.868 and 0.758;
 * with the pages of the jobs the second held-out set missed saying them in readers' words, 0.708,
 * 0.887 and 0.786; with the fourth set's ranking rules, 0.717, 0.906 and 0.797; with the pages of the
 * jobs the fourth set missed saying them in readers' words, 0.708, 0.906 and 0.793; with the pages
 * of the jobs the fifth set missed, 0.689, 0.906 and 0.781, until the edits that cost it, found by
 * measuring the batch commit by commit, were taken back: 0.708, 0.906 and 0.791; with the fifth
 * set's clinic, shop and money pages, 0.708, 0.915 and 0.795; with the sixth set's synonym groups
 * and pages, 0.708, 0.925 and 0.800; with the seventh set's synonym groups and pages, 0.717, 0.925
 * and 0.803; with the eighth set's synonym groups and pages, 0.736, 0.934 and 0.819; with the ninth
 * set's synonym groups and pages, 0.774, 0.943 and 0.851 (synonyms hit@1 0.571 -> 0.619, reader
 * tasks 0.600 -> 0.650, both hit@5 0.90 or more); with the tenth set's pages, 0.783, 0.943 and
 * 0.860; with section proximity (sectionProximity.ts), 0.792, 0.943 and 0.865, and 0.864 with synonym
 * groups written from the product's vocabulary by a writer who saw no query; with a second batch of
 * them, 0.792, 0.953 and 0.866; with keywords written the same way for 84 pages, 0.821, 0.962 and
 * 0.886, every kind at hit@5 0.90 or more: above `searchFloors`, reached without tuning on its
 * queries, to which it is now held.
 */
export const heldOutFloors: SearchFloors = searchFloors;

/**
 * The third held-out set (thirdHeldOutQueries.ts), written from the product model alone after the
 * batch that followed the second set's misses, with the 22 queries another set held taken out (97
 * left), and never looked at: hit@1 0.763, hit@5 0.959 and MRR 0.841 (questions hit@5 0.86); with
 * the fourth set's ranking rules and pages, 0.784, 0.969 and 0.861 (questions hit@5 0.90); with the
 * fifth set's pages, 0.804, 0.969 and 0.878; with its clinic, shop and money pages, 0.804, 0.979
 * and 0.882, every kind at hit@5 0.93 or more: above `searchFloors`, to which it is now held; with
 * section proximity, 0.835, 0.990 and 0.900; with synonyms and keywords written from the product's
 * vocabulary, 0.835, 0.990 and 0.899. Its queries are never tuned on.
 */
export const thirdHeldOutFloors: SearchFloors = searchFloors;

/** A kind with fewer queries is reported but not held to the kind floor: one miss would move it by 7 points or more. */
export const minQueriesToJudgeKind = 15;

export interface Scores {
  count: number;
  hitAt1: number;
  hitAt5: number;
  mrr: number;
}

export interface KindScores extends Scores {
  kind: string;
}

/** The 1-based position of the first path that answers the query, or 0 when none does. A page ending in '/' stands for every page under it. */
export function rankOf(paths: readonly string[], {pages}: Pick<ReaderQuery, 'pages'>): number {
  const answers = (found: string) =>
    pages.some((page) => found === page || (page.endsWith('/') && found.startsWith(page)));
  return paths.findIndex(answers) + 1;
}

export function scoresOf(ranks: readonly number[]): Scores {
  const share = (test: (rank: number) => boolean) =>
    ranks.filter(test).length / Math.max(1, ranks.length);
  return {
    count: ranks.length,
    hitAt1: share((rank) => rank === 1),
    hitAt5: share((rank) => rank >= 1 && rank <= 5),
    mrr:
      ranks.reduce((sum, rank) => sum + (rank > 0 ? 1 / rank : 0), 0) / Math.max(1, ranks.length),
  };
}

/** Scores for each kind that has queries, then for all of them (kind 'all', last). */
export function scoreTable(results: readonly {query: ReaderQuery; rank: number}[]): KindScores[] {
  const kinds = queryKinds.filter((kind) => results.some(({query}) => query.kind === kind));
  return [
    ...kinds.map((kind) => ({
      kind,
      ...scoresOf(results.filter(({query}) => query.kind === kind).map(({rank}) => rank)),
    })),
    {kind: 'all', ...scoresOf(results.map(({rank}) => rank))},
  ];
}

/** The table as Markdown, as src/plugins/local-search/README.md keeps it. */
export function formatScoreTable(table: readonly KindScores[]): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  return [
    '| Kind | Queries | hit@1 | hit@5 | MRR |',
    '|---|---:|---:|---:|---:|',
    ...table.map(
      (row) =>
        `| ${row.kind} | ${String(row.count)} | ${percent(row.hitAt1)} | ${percent(row.hitAt5)} | ${row.mrr.toFixed(3)} |`,
    ),
  ].join('\n');
}
