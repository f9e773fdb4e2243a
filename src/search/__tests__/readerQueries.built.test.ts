import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SearchEngine} from '../engine';
import {indexFileName} from '../indexFormat';
import type {SearchMeta} from '../searchFiles';
import {contextualFilters, queryKinds, readerQueries, type ReaderQuery} from '../evaluation/readerQueries';

const buildDir = path.resolve(__dirname, '../../../build');
const entryFile = path.join(buildDir, indexFileName);

/** Lowest hit@5 over all queries, and in each kind. */
const minHitAt5 = {overall: 0.95, perKind: 0.9};

/** The 1-based position of the first hit on a page that answers the query, or 0 when none of the hits is. */
function rankOf(paths: readonly string[], {pages}: ReaderQuery): number {
  const answers = (found: string) => pages.some((page) => found === page || (page.endsWith('/') && found.startsWith(page)));
  return paths.findIndex(answers) + 1;
}

interface Scores {
  count: number;
  hitAt1: number;
  hitAt5: number;
  mrr: number;
}

function scoresOf(ranks: readonly number[]): Scores {
  const share = (test: (rank: number) => boolean) => ranks.filter(test).length / Math.max(1, ranks.length);
  return {
    count: ranks.length,
    hitAt1: share((rank) => rank === 1),
    hitAt5: share((rank) => rank >= 1 && rank <= 5),
    mrr: ranks.reduce((sum, rank) => sum + (rank > 0 ? 1 / rank : 0), 0) / Math.max(1, ranks.length),
  };
}

/** The reader queries on the built guide's index, scored: a content or ranking change that hurts search fails here. */
describe('reader queries on the built guide', async () => {
  if (!existsSync(entryFile)) throw new Error(`${entryFile} is missing: run \`npm run build\` first`);
  const meta = JSON.parse(readFileSync(entryFile, 'utf8')) as SearchMeta;
  const engine = SearchEngine.create(meta, (file) => Promise.resolve(JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')) as unknown));
  const results = await Promise.all(
    readerQueries.map(async (query) => {
      const {hits} = await engine.search({query: query.query, facetFilters: contextualFilters});
      const paths = hits.map((hit) => decodeURI(new URL(hit.url_without_anchor).pathname));
      return {query, paths, rank: rankOf(paths, query)};
    }),
  );
  const table = [...queryKinds.map((kind) => [kind, results.filter((r) => r.query.kind === kind)] as const), ['all', results] as const].map(
    ([kind, list]) => ({kind, ...scoresOf(list.map((r) => r.rank))}),
  );
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  console.log(
    [
      '| Kind | Queries | hit@1 | hit@5 | MRR |',
      '|---|---:|---:|---:|---:|',
      ...table.map((row) => `| ${row.kind} | ${String(row.count)} | ${percent(row.hitAt1)} | ${percent(row.hitAt5)} | ${row.mrr.toFixed(3)} |`),
    ].join('\n'),
  );
  const misses = results.filter((r) => r.rank === 0 || r.rank > 5);
  if (misses.length > 0) {
    console.log(`Outside the top 5:\n${misses.map((r) => `- ${r.query.query} (${r.query.kind}) → ${r.paths.slice(0, 5).join(', ') || 'nothing'}`).join('\n')}`);
  }

  it('holds at least 100 queries, 15 of each kind', () => {
    expect(readerQueries.length).toBeGreaterThanOrEqual(100);
    for (const kind of queryKinds) expect(readerQueries.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(15);
  });

  it.each(table.filter((row) => row.kind !== 'all'))(`$kind: hit@5 at least ${String(minHitAt5.perKind)}`, ({hitAt5}) => {
    expect(hitAt5).toBeGreaterThanOrEqual(minHitAt5.perKind);
  });

  it(`all kinds: hit@5 at least ${String(minHitAt5.overall)}`, () => {
    expect(table.at(-1)?.hitAt5).toBeGreaterThanOrEqual(minHitAt5.overall);
  });
});
