import {describe, expect, it} from 'vitest';
import {isSearchMode, localAlgoliaPlaceholders, readSearchSettings} from '../searchMode';

describe('readSearchSettings', () => {
  it('is local, with placeholder credentials, when no Algolia variable is set', () => {
    expect(readSearchSettings({})).toEqual({mode: 'local', algolia: localAlgoliaPlaceholders});
    expect(readSearchSettings({ALGOLIA_APP_ID: ' '})).toMatchObject({mode: 'local'});
  });

  it('is hosted when all three are set, trimmed', () => {
    const env = {ALGOLIA_APP_ID: ' APP ', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'guide'};
    expect(readSearchSettings(env)).toEqual({
      mode: 'hosted',
      algolia: {appId: 'APP', apiKey: 'key', indexName: 'guide'},
    });
  });

  it('stops the build naming the missing variables when only some are set', () => {
    expect(() => readSearchSettings({ALGOLIA_APP_ID: 'APP'})).toThrow(
      'Hosted search needs all three Algolia variables; missing: ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME',
    );
  });
});

describe('isSearchMode', () => {
  it('accepts local and hosted only', () => {
    expect(['local', 'hosted', 'algolia', undefined].map(isSearchMode)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
