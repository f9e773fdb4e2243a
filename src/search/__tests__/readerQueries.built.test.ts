import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../engine';
import {firstHeldOutQueries} from '../evaluation/firstHeldOutQueries';
import {heldOutQueries} from '../evaluation/heldOutQueries';
import {secondHeldOutQueries} from '../evaluation/secondHeldOutQueries';
import {fourthHeldOutQueries} from '../evaluation/fourthHeldOutQueries';
import {fifthHeldOutQueries} from '../evaluation/fifthHeldOutQueries';
import {sixthHeldOutQueries} from '../evaluation/sixthHeldOutQueries';
import {seventhHeldOutQueries} from '../evaluation/seventhHeldOutQueries';
import {eighthHeldOutQueries} from '../evaluation/eighthHeldOutQueries';
import {ninthHeldOutQueries} from '../evaluation/ninthHeldOutQueries';
import {tenthHeldOutQueries} from '../evaluation/tenthHeldOutQueries';
import {eleventhHeldOutQueries} from '../evaluation/eleventhHeldOutQueries';
import {thirdHeldOutQueries} from '../evaluation/thirdHeldOutQueries';
import {
  firstHeldOutFloors,
  secondHeldOutFloors,
  fourthHeldOutFloors,
  fifthHeldOutFloors,
  sixthHeldOutFloors,
  seventhHeldOutFloors,
  eighthHeldOutFloors,
  ninthHeldOutFloors,
  tenthHeldOutFloors,
  eleventhHeldOutFloors,
  thirdHeldOutFloors,
  formatScoreTable,
  heldOutFloors,
  minQueriesToJudgeKind,
  rankOf,
  scoreTable,
  searchFloors,
} from '../evaluation/queryScores';
import {contextualFilters, readerQueries} from '../evaluation/readerQueries';
import {queryKinds, type ReaderQuery} from '../evaluation/readerQuery';
import {indexFileName} from '../pagePacking';
import type {SearchMeta} from '../indexLayout';

const buildDir = path.resolve(__dirname, '../../../build');
const entryFile = path.join(buildDir, indexFileName);

/**
 * The reader queries on the built guide's index, scored: a content or ranking change that hurts search
 * fails here. Thirteen sets: the tuning set (readerQueries.ts), which ranking changes are tried on;
 * the first, second, fourth to tenth held-out sets, whose misses were seen (firstHeldOutQueries.ts
 * and the others named so), which may be tuned on too; and three held-out sets written apart and never
 * looked at while tuning (heldOutQueries.ts, and thirdHeldOutQueries.ts and eleventhHeldOutQueries.ts,
 * written later), which tell whether the ranking generalises to readers' words nobody tuned for. Each set is held to the
 * issue's floors once it reaches them, and until then to its latest figures (queryScores.ts).
 */
describe('reader queries on the built guide', async () => {
  if (!existsSync(entryFile))
    throw new Error(`${entryFile} is missing: run \`npm run build\` first`);
  const meta = JSON.parse(readFileSync(entryFile, 'utf8')) as SearchMeta;
  const engine = SearchEngine.create(meta, (file) =>
    Promise.resolve(JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')) as unknown),
  );

  /** `listMisses`: print each query not ranked first. Never for the held-out set, or its queries leak into tuning. */
  const evaluate = async (name: string, queries: readonly ReaderQuery[], listMisses: boolean) => {
    const results = await Promise.all(
      queries.map(async (query) => {
        const {hits} = await engine.search({query: query.query, facetFilters: contextualFilters});
        const paths = hits.map((hit) => decodeURI(new URL(hit.url_without_anchor).pathname));
        return {query, paths, rank: rankOf(paths, query)};
      }),
    );
    const table = scoreTable(results);
    console.log(`${name}:\n${formatScoreTable(table)}`);
    const misses = results.filter((r) => r.rank !== 1);
    if (listMisses && misses.length > 0) {
      const line = (r: (typeof misses)[number]) =>
        `- [${String(r.rank || '-')}] ${r.query.query} (${r.query.kind}) → ${r.paths.slice(0, 3).join(', ') || 'nothing'}`;
      console.log(`${name}, not first:\n${misses.map(line).join('\n')}`);
    }
    return table;
  };

  const sets = [
    {
      name: 'Tuning set (readerQueries.ts)',
      queries: readerQueries,
      floors: searchFloors,
      listMisses: true,
    },
    {
      name: 'First held-out set, now tuned on (firstHeldOutQueries.ts)',
      queries: firstHeldOutQueries,
      floors: firstHeldOutFloors,
      listMisses: true,
    },
    {
      name: 'Second held-out set, now tuned on (secondHeldOutQueries.ts)',
      queries: secondHeldOutQueries,
      floors: secondHeldOutFloors,
      listMisses: true,
    },
    {
      name: 'Fourth held-out set, now tuned on (fourthHeldOutQueries.ts)',
      queries: fourthHeldOutQueries,
      floors: fourthHeldOutFloors,
      listMisses: true,
    },
    {
      name: 'Fifth held-out set, now tuned on (fifthHeldOutQueries.ts)',
      queries: fifthHeldOutQueries,
      floors: fifthHeldOutFloors,
      listMisses: true,
    },
    {
      name: 'Sixth held-out set, now tuned on (sixthHeldOutQueries.ts)',
      queries: sixthHeldOutQueries,
      floors: sixthHeldOutFloors,
      listMisses: true,
    },
    {
      name: 'Seventh held-out set, now tuned on (seventhHeldOutQueries.ts)',
      queries: seventhHeldOutQueries,
      floors: seventhHeldOutFloors,
      listMisses: true,
    },
    {
      name: 'Eighth held-out set, now tuned on (eighthHeldOutQueries.ts)',
      queries: eighthHeldOutQueries,
      floors: eighthHeldOutFloors,
      listMisses: true,
    },
    {
      name: 'Ninth held-out set, now tuned on (ninthHeldOutQueries.ts)',
      queries: ninthHeldOutQueries,
      floors: ninthHeldOutFloors,
      listMisses: true,
    },
    {
      name: 'Tenth held-out set, now tuned on (tenthHeldOutQueries.ts)',
      queries: tenthHeldOutQueries,
      floors: tenthHeldOutFloors,
      listMisses: true,
    },
    {
      name: 'Held-out set (heldOutQueries.ts)',
      queries: heldOutQueries,
      floors: heldOutFloors,
      listMisses: false,
    },
    {
      name: 'Third held-out set (thirdHeldOutQueries.ts)',
      queries: thirdHeldOutQueries,
      floors: thirdHeldOutFloors,
      listMisses: false,
    },
    {
      name: 'Eleventh held-out set (eleventhHeldOutQueries.ts)',
      queries: eleventhHeldOutQueries,
      floors: eleventhHeldOutFloors,
      listMisses: false,
    },
  ];
  for (const {name, queries, floors, listMisses} of sets) {
    const table = queries.length > 0 ? await evaluate(name, queries, listMisses) : [];
    const all = table.at(-1);

    describe.skipIf(!all)(name, () => {
      it.each(table.filter((row) => row.kind !== 'all' && row.count >= minQueriesToJudgeKind))(
        `$kind: hit@5 at least ${String(floors.kindHitAt5)}`,
        ({hitAt5}) => {
          expect(hitAt5).toBeGreaterThanOrEqual(floors.kindHitAt5);
        },
      );

      it(`all kinds: hit@1 at least ${String(floors.hitAt1)}, hit@5 at least ${String(floors.hitAt5)}, MRR at least ${String(floors.mrr)}`, () => {
        expect(all?.hitAt1).toBeGreaterThanOrEqual(floors.hitAt1);
        expect(all?.hitAt5).toBeGreaterThanOrEqual(floors.hitAt5);
        expect(all?.mrr).toBeGreaterThanOrEqual(floors.mrr);
      });
    });
  }

  it('the tuning set holds at least 100 queries, 15 of each kind', () => {
    expect(readerQueries.length).toBeGreaterThanOrEqual(100);
    for (const kind of queryKinds)
      expect(readerQueries.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(
        minQueriesToJudgeKind,
      );
  });

  it('no held-out query is in a set tuned on: it would not be held out', () => {
    // A set whose misses are listed is tuned on; the others are the unseen ones.
    const tuning = new Set(
      sets
        .filter(({listMisses}) => listMisses)
        .flatMap(({queries}) => queries.map(({query}) => query)),
    );
    for (const {queries} of sets.filter(({listMisses}) => !listMisses))
      expect(queries.filter(({query}) => tuning.has(query)).map(({query}) => query)).toEqual([]);
  });
});
