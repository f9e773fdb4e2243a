import {algoliasearch} from 'algoliasearch';
import {describe, expect, it} from 'vitest';
import {pageRecords} from '../../../src/search/__tests__/makeRecords';
import {maxTypos} from '../../../src/search/editDistance';
import {pageRole} from '../../../src/search/pageRole';
import {
  algoliaSynonyms,
  docSearchSettings,
  pageRoleRanks,
  pushSearchIndex,
  rankedRecords,
} from '../algoliaPush';

interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  apiKey: string | undefined;
}

/** Algolia's API answered in memory: the client's requester is replaced, so nothing goes on the network. */
function fakeAlgolia() {
  const sent: SentRequest[] = [];
  let taskID = 0;
  const client = algoliasearch('TESTAPP', 'admin-key', {
    requester: {
      send(request) {
        const url = new URL(request.url);
        sent.push({
          method: request.method,
          path: decodeURIComponent(url.pathname),
          body:
            typeof request.data === 'string' ? (JSON.parse(request.data) as unknown) : undefined,
          apiKey:
            request.headers['x-algolia-api-key'] ??
            url.searchParams.get('x-algolia-api-key') ??
            undefined,
        });
        taskID += 1;
        const content = url.pathname.includes('/task/')
          ? {status: 'published', pendingTask: false}
          : url.pathname.endsWith('/batch') && !url.pathname.includes('synonyms')
            ? {taskID, objectIDs: []}
            : {taskID, updatedAt: '2026-11-25T00:00:00Z', id: '1'};
        return Promise.resolve({status: 200, content: JSON.stringify(content), isTimedOut: false});
      },
    },
  });
  return {client, sent};
}

const records = [
  ...pageRecords({path: '/docs/a', title: 'Pay salaries', intro: ['Pay every employee.']}),
  ...pageRecords({path: '/docs/b', title: 'Set holidays', intro: ['Close the school.']}),
];

describe('pushSearchIndex', () => {
  it('fills a temporary index with settings, synonyms and records, then moves it over the live one', async () => {
    const {client, sent} = fakeAlgolia();
    const summary = await pushSearchIndex(client, 'guide', records, [['payslip', 'salary slip']]);
    expect(summary).toEqual({
      records: records.length,
      synonyms: 1,
      temporaryIndex: 'guide_push_tmp',
    });
    const writes = sent.filter((request) => !request.path.includes('/task/'));
    expect(writes.map(({method, path}) => `${method} ${path}`)).toEqual([
      'PUT /1/indexes/guide_push_tmp/settings',
      'POST /1/indexes/guide_push_tmp/synonyms/batch',
      'POST /1/indexes/guide_push_tmp/batch',
      'POST /1/indexes/guide_push_tmp/operation',
    ]);
    expect(writes[0]?.body).toMatchObject({distinct: true, attributeForDistinct: 'url'});
    expect(writes[1]?.body).toEqual([
      {objectID: 'reader-words-1', type: 'synonym', synonyms: ['payslip', 'salary slip']},
    ]);
    expect((writes[2]?.body as {requests: unknown[]}).requests).toHaveLength(records.length);
    expect(writes[3]?.body).toEqual({operation: 'move', destination: 'guide'});
    // Each write is waited for before the next, so the move never publishes half an index.
    expect(sent.filter((request) => request.path.includes('/task/'))).toHaveLength(4);
    expect(sent.every((request) => request.apiKey === 'admin-key')).toBe(true);
  });

  it('refuses to replace an index with nothing', async () => {
    const {client, sent} = fakeAlgolia();
    await expect(pushSearchIndex(client, 'guide', [], [])).rejects.toThrow(/No search records/);
    expect(sent).toEqual([]);
  });
});

describe('the pushed settings and synonyms', () => {
  it('rank the title first, the keywords right after it, and the section every page of a module shares last but the text', () => {
    const attributes = docSearchSettings.searchableAttributes ?? [];
    expect(attributes.slice(0, 2)).toEqual(['unordered(hierarchy.lvl1)', 'unordered(keywords)']);
    expect(attributes.slice(-2)).toEqual(['unordered(hierarchy.lvl0)', 'content']);
  });

  it("put a title that is the whole one-word query first, and a module's overview first among equal matches", () => {
    expect(docSearchSettings.exactOnSingleWordQuery).toBe('attribute');
    expect(docSearchSettings.customRanking?.[0]).toBe('desc(weight.pageRank)');
    const [about, other] = rankedRecords([
      ...pageRecords({path: '/docs/Modules/Library/about', title: 'Library'}),
      ...pageRecords({path: '/docs/Modules/Library/Forms/settings', title: 'Library settings'}),
    ]);
    expect(about && [pageRole(about), about.weight.pageRank]).toEqual([
      'overview',
      pageRoleRanks.overview,
    ]);
    expect(other?.weight.pageRank).toBe(pageRoleRanks.page);
    expect(pageRoleRanks.overview).toBeGreaterThan(pageRoleRanks.page);
  });

  it('allow typos from the word lengths the local engine allows them', () => {
    expect([docSearchSettings.minWordSizefor1Typo, docSearchSettings.minWordSizefor2Typos]).toEqual(
      [4, 7],
    );
    expect([maxTypos('abc'), maxTypos('abcd'), maxTypos('abcdef'), maxTypos('abcdefg')]).toEqual([
      0, 1, 1, 2,
    ]);
  });

  it('keep DocSearch one hit per URL, and send the reader synonyms as two-way groups', () => {
    expect(docSearchSettings).toMatchObject({distinct: true, attributeForDistinct: 'url'});
    expect(
      algoliaSynonyms([
        ['a', 'b'],
        ['c', 'd'],
      ]).map((hit) => hit.objectID),
    ).toEqual(['reader-words-1', 'reader-words-2']);
  });
});
