/**
 * Which backend answers the search UI, chosen at build time: the local index the build writes (by
 * default), or a hosted Algolia index when all three Algolia variables are set.
 */

export const algoliaVariables = {
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_API_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
} as const;

export const searchModes = ['local', 'hosted'] as const;
export type SearchMode = (typeof searchModes)[number];

export function isSearchMode(value: unknown): value is SearchMode {
  return searchModes.includes(value as SearchMode);
}

export interface SearchSettings {
  mode: SearchMode;
  /** The credentials themeConfig.algolia requires. In local mode they are placeholders no client uses. */
  algolia: {appId: string; apiKey: string; indexName: string};
}

/** Placeholders for local mode: the theme's validation requires the three fields. */
export const localAlgoliaPlaceholders = {
  appId: 'LOCAL',
  apiKey: 'local-search',
  indexName: 'docs',
} as const;

type Environment = Readonly<Record<string, string | undefined>>;

export function readSearchSettings(env: Environment): SearchSettings {
  const values = {
    appId: env[algoliaVariables.appId]?.trim() ?? '',
    apiKey: env[algoliaVariables.apiKey]?.trim() ?? '',
    indexName: env[algoliaVariables.indexName]?.trim() ?? '',
  };
  const set = Object.values(values).filter((value) => value !== '').length;
  if (set === 0) return {mode: 'local', algolia: {...localAlgoliaPlaceholders}};
  if (set < 3) {
    const missing = (Object.keys(values) as (keyof typeof values)[])
      .filter((key) => values[key] === '')
      .map((key) => algoliaVariables[key]);
    throw new Error(
      `Hosted search needs all three Algolia variables; missing: ${missing.join(', ')}`,
    );
  }
  return {mode: 'hosted', algolia: values};
}
