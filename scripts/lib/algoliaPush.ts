/**
 * Pushes the build's search records, the index settings DocSearch needs and the reader synonyms to an
 * Algolia index, replacing it in one step: everything goes to a temporary index first, which is then
 * moved over the live one (Algolia's move is atomic), so readers never search half an index.
 * `npm run search:push` runs it (scripts/search-push.ts); src/plugins/local-search/README.md tells how.
 */
import type {Algoliasearch} from 'algoliasearch';
import type {IndexSettings, SynonymHit} from 'algoliasearch';
import {pageRole, type PageRole} from '../../src/search/pageRole';
import type {SearchRecord} from '../../src/search/types';

/**
 * The settings the DocSearch UI expects of an index of crawler records, ranking by the principles the
 * local engine follows (src/search/pageRanking.ts):
 * - attributes in the order of the local field weights: the title, then the keywords (the reader's
 *   words for the page's subject), the description and the headings, and only then the section (lvl0, 'Modules › Library'),
 *   which every page of a module shares, so pages that share only the module's name come last;
 * - the exact criterion on a one-word query ranks a title that is the whole query first ('library'
 *   finds the page titled 'Library'), and the page role ranks a module's overview first among equals
 *   (customRanking on weight.pageRank, which pageRoleRanks sets);
 * - typos allowed from the same word lengths as the local engine's (src/search/editDistance.ts);
 * - proximity, which Algolia's default ranking keeps: each record is one section of a page, so a
 *   section holding the query's words comes first, as src/search/sectionProximity.ts ranks locally.
 */
export const docSearchSettings: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl1)',
    'unordered(keywords)',
    'unordered(description)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'unordered(hierarchy.lvl0)',
    'content',
  ],
  exactOnSingleWordQuery: 'attribute',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 7,
  attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  ignorePlurals: true,
  removeStopWords: ['en'],
  removeWordsIfNoResults: 'allOptional',
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
};

/** The hosted index ranks a section's overview (src/search/pageRole.ts) first among equal matches. */
export const pageRoleRanks: Record<PageRole, number> = {overview: 1, page: 0};

/** The records as pushed: each ranked by its page's role (weight.pageRank, which the crawler leaves 0). */
export function rankedRecords(records: readonly SearchRecord[]): SearchRecord[] {
  return records.map((record) => ({
    ...record,
    weight: {...record.weight, pageRank: pageRoleRanks[pageRole(record)]},
  }));
}

/** The synonym groups of src/search/synonyms.json as Algolia's two-way synonyms. */
export function algoliaSynonyms(groups: readonly (readonly string[])[]): SynonymHit[] {
  return groups.map((group, i) => ({
    objectID: `reader-words-${String(i + 1)}`,
    type: 'synonym',
    synonyms: [...group],
  }));
}

export interface PushSummary {
  records: number;
  synonyms: number;
  temporaryIndex: string;
}

/** Replaces `indexName` with the records, settings and synonyms, through a temporary index. */
export async function pushSearchIndex(
  client: Algoliasearch,
  indexName: string,
  records: readonly SearchRecord[],
  synonymGroups: readonly (readonly string[])[],
): Promise<PushSummary> {
  if (records.length === 0) throw new Error('No search records to push: is the build empty?');
  const temporaryIndex = `${indexName}_push_tmp`;
  const synonyms = algoliaSynonyms(synonymGroups);
  const settings = await client.setSettings({
    indexName: temporaryIndex,
    indexSettings: docSearchSettings,
  });
  await client.waitForTask({indexName: temporaryIndex, taskID: settings.taskID});
  const saved = await client.saveSynonyms({
    indexName: temporaryIndex,
    synonymHit: synonyms,
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({indexName: temporaryIndex, taskID: saved.taskID});
  await client.saveObjects({
    indexName: temporaryIndex,
    objects: rankedRecords(records).map((record) => ({...record})),
    waitForTasks: true,
  });
  const moved = await client.operationIndex({
    indexName: temporaryIndex,
    operationIndexParams: {operation: 'move', destination: indexName},
  });
  await client.waitForTask({indexName: temporaryIndex, taskID: moved.taskID});
  return {records: records.length, synonyms: synonyms.length, temporaryIndex};
}
