/**
 * `npm run search:push`: replaces a hosted Algolia index with this build's search records, the index
 * settings DocSearch needs and the reader synonyms (scripts/lib/algoliaPush.ts). Run it after
 * `npm run build`, with an admin key in the environment; the key is read here only, never by the
 * site's build, so it can't reach a built page:
 *   ALGOLIA_APP_ID=… ALGOLIA_ADMIN_KEY=… ALGOLIA_INDEX_NAME=guide npm run search:push
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';
import {recordsFileName} from '../src/search/pagePacking';
import synonyms from '../src/search/synonyms.json';
import type {SearchRecord} from '../src/search/types';
import {pushSearchIndex} from './lib/algoliaPush';

const variables = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_INDEX_NAME'] as const;

async function main(): Promise<void> {
  const missing = variables.filter((name) => !process.env[name]?.trim());
  if (missing.length > 0)
    throw new Error(
      `search:push needs ${missing.join(', ')} in the environment (an admin key, not the search-only one)`,
    );
  const [appId, adminKey, indexName] = variables.map((name) => process.env[name]?.trim() ?? '');
  const recordsFile = path.resolve('build', recordsFileName);
  if (!existsSync(recordsFile))
    throw new Error(`${recordsFile} is missing: run \`npm run build\` first`);
  const records = JSON.parse(readFileSync(recordsFile, 'utf8')) as SearchRecord[];
  const summary = await pushSearchIndex(
    algoliasearch(appId ?? '', adminKey ?? ''),
    indexName ?? '',
    records,
    synonyms.groups,
  );
  console.log(
    `Pushed ${String(summary.records)} records and ${String(summary.synonyms)} synonym groups to ${indexName ?? ''} (through ${summary.temporaryIndex}).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
