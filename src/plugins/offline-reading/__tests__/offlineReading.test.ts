import {describe, expect, it} from 'vitest';
import {isHashedAsset, isSearchEntry, isSearchFile, isSiteData, isStaticImage} from '../cacheRules';
import {fillTemplate} from '../fillTemplate';
import {appIcons, webManifest} from '../webManifest';

describe('what the service worker keeps', () => {
  it('tells hashed assets, site data and images apart under any baseUrl', () => {
    expect(isHashedAsset('/help/assets/js/main.1a2b.js', '/help/')).toBe(true);
    expect(isHashedAsset('/assets/js/main.1a2b.js', '/help/')).toBe(false);
    expect(isSearchEntry('/help/search-index.json', '/help/')).toBe(true);
    expect(isSearchFile('/help/search-index/0123abcd/t0.json', '/help/')).toBe(true);
    expect(isSiteData('/help/search-index/0123abcd/t0.json', '/help/')).toBe(false);
    expect(isSiteData('/help/manifest.json', '/help/')).toBe(true);
    expect(isSiteData('/help/assets/data.json', '/help/')).toBe(false);
    expect(isStaticImage('/img/logo.svg')).toBe(true);
    expect(isStaticImage('/docs/intro')).toBe(false);
  });
});

describe('fillTemplate', () => {
  it('fills every placeholder, and refuses one without a value', () => {
    expect(fillTemplate('<base href="{{baseUrl}}">{{baseUrl}}', {baseUrl: '/help/'})).toBe(
      '<base href="/help/">/help/',
    );
    expect(() => fillTemplate('{{titleSuffix}}', {baseUrl: '/'})).toThrow(
      'No value for {{titleSuffix}}',
    );
  });
});

describe('webManifest', () => {
  it('starts the installed app at the site, with both icon sizes, under its baseUrl', () => {
    const manifest = JSON.parse(
      webManifest({title: 'Docs', tagline: 'How to run it', baseUrl: '/help/'}),
    ) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      short_name: 'Docs',
      start_url: '/help/',
      scope: '/help/',
      display: 'standalone',
    });
    expect(manifest.icons).toEqual(
      appIcons.map(({file, size}) => ({
        src: `/help/${file}`,
        sizes: `${String(size)}x${String(size)}`,
        type: 'image/png',
        purpose: 'any maskable',
      })),
    );
  });
});
