/**
 * Pushes the build's search records, the index settings DocSearch needs and the reader synonyms to an
 * Algolia index, replacing it in one step: everything goes to a temporary index first, which is then
 * moved over the live one (Algolia's move is atomic), so readers never search half an index.
 * `npm run search:push` runs it (scripts/search-push.ts); src/plugins/local-search/README.md tells how.
 */
import type {Algoliasearch} from 'algoliasearch';
import type {IndexSettings, SynonymHit} from 'algoliasearch';
import type {SearchRecord} from '../../src/search/types';

/** The settings the DocSearch UI expects of an index of crawler records, keywords searchable after the title. */
export const docSearchSettings: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(keywords)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
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

/** The synonym groups of src/search/synonyms.json as Algolia's two-way synonyms. */
export function algoliaSynonyms(groups: readonly (readonly string[])[]): SynonymHit[] {
  return groups.map((group, i) => ({objectID: `reader-words-${String(i + 1)}`, type: 'synonym', synonyms: [...group]}));
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
  const settings = await client.setSettings({indexName: temporaryIndex, indexSettings: docSearchSettings});
  await client.waitForTask({indexName: temporaryIndex, taskID: settings.taskID});
  const saved = await client.saveSynonyms({indexName: temporaryIndex, synonymHit: synonyms, replaceExistingSynonyms: true});
  await client.waitForTask({indexName: temporaryIndex, taskID: saved.taskID});
  await client.saveObjects({indexName: temporaryIndex, objects: records.map((record) => ({...record})), waitForTasks: true});
  const moved = await client.operationIndex({indexName: temporaryIndex, operationIndexParams: {operation: 'move', destination: indexName}});
  await client.waitForTask({indexName: temporaryIndex, taskID: moved.taskID});
  return {records: records.length, synonyms: synonyms.length, temporaryIndex};
}
