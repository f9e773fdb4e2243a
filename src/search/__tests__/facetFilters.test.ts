import {describe, expect, it} from 'vitest';
import {countFacets, facetFilter, type FacetFilters, type Facets} from '../facetFilters';

const docsPage: Facets = {
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  version: ['current'],
  type: 'content',
};
const blogPost: Facets = {language: 'en', docusaurus_tag: 'default', version: [], type: 'lvl1'};
/** What DocSearch sends with contextual search on a docs page. */
const contextual = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
] as const;

const matchesFacetFilters = (facets: Facets, filters: FacetFilters | undefined) =>
  facetFilter(filters)(facets);

describe('facetFilter', () => {
  it('ANDs the outer list and ORs an inner list, as Algolia does', () => {
    expect(matchesFacetFilters(docsPage, contextual)).toBe(true);
    expect(matchesFacetFilters(blogPost, contextual)).toBe(true);
    expect(matchesFacetFilters({...docsPage, language: 'fr'}, contextual)).toBe(false);
    expect(matchesFacetFilters(docsPage, ['language:en', ['docusaurus_tag:default']])).toBe(false);
  });

  it('takes a single string, negation, quoted values, array attributes and no filters', () => {
    expect(matchesFacetFilters(docsPage, 'version:current')).toBe(true);
    expect(matchesFacetFilters(blogPost, 'version:current')).toBe(false);
    expect(matchesFacetFilters(docsPage, ['-docusaurus_tag:default'])).toBe(true);
    expect(matchesFacetFilters(blogPost, ['-docusaurus_tag:default'])).toBe(false);
    expect(matchesFacetFilters(docsPage, ['language:"en"'])).toBe(true);
    expect(matchesFacetFilters(docsPage, undefined)).toBe(true);
  });

  it('matches nothing on an attribute the index does not facet on, or a malformed filter', () => {
    expect(matchesFacetFilters(docsPage, ['lvl0:Modules'])).toBe(false);
    expect(matchesFacetFilters(docsPage, ['language'])).toBe(false);
  });
});

describe('countFacets', () => {
  it('counts the requested attributes over the matches, * for all', () => {
    expect(countFacets([docsPage, docsPage, blogPost], ['language', 'docusaurus_tag'])).toEqual({
      language: {en: 3},
      docusaurus_tag: {'docs-default-current': 2, default: 1},
    });
    expect(Object.keys(countFacets([docsPage], '*') ?? {})).toEqual([
      'language',
      'docusaurus_tag',
      'version',
      'type',
    ]);
    expect(countFacets([docsPage], undefined)).toBeUndefined();
  });
});
