import {facetAttributes, type FacetAttribute, type SearchRecord} from './types';

/**
 * Algolia facet filters: `['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]`.
 * The outer list is AND, an inner list is OR, a leading '-' negates; a single string is one filter.
 */
export type FacetFilters = string | readonly (string | readonly string[])[];

export type Facets = Pick<SearchRecord, FacetAttribute>;

function isFacetAttribute(name: string): name is FacetAttribute {
  return (facetAttributes as readonly string[]).includes(name);
}

function facetValues(facets: Facets, attribute: FacetAttribute): string[] {
  const value = facets[attribute];
  return Array.isArray(value) ? value : [value];
}

interface Condition {
  attribute: string;
  value: string;
  negated: boolean;
}

function parseFilter(filter: string): Condition {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  // A filter with no attribute has an empty one, which matches nothing.
  const attribute = colon > 0 ? body.slice(0, colon).trim() : '';
  return {
    attribute,
    value: body
      .slice(colon + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1'),
    negated,
  };
}

function meets(facets: Facets, {attribute, value, negated}: Condition): boolean {
  // An attribute the index doesn't facet on matches nothing, as on Algolia.
  const found = isFacetAttribute(attribute) && facetValues(facets, attribute).includes(value);
  return negated ? !found : found;
}

/**
 * The predicate of a request's facet filters, parsed once: a search tests it on every candidate.
 * No filters let everything through.
 */
export function facetFilter(filters: FacetFilters | undefined): (facets: Facets) => boolean {
  if (filters === undefined) return () => true;
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) =>
    (typeof group === 'string' ? [group] : group).map(parseFilter),
  );
  return (facets) => groups.every((anyOf) => anyOf.some((condition) => meets(facets, condition)));
}

/** Facet counts of the matching records, for the attributes asked for ('*' asks for all). */
export function countFacets(
  matches: readonly Facets[],
  requested: string | readonly string[] | undefined,
): Record<string, Record<string, number>> | undefined {
  if (requested === undefined) return undefined;
  const names = typeof requested === 'string' ? [requested] : requested;
  const attributes = names.includes('*') ? [...facetAttributes] : names.filter(isFacetAttribute);
  const counts: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const values: Record<string, number> = {};
    for (const facets of matches) {
      for (const value of facetValues(facets, attribute)) values[value] = (values[value] ?? 0) + 1;
    }
    counts[attribute] = values;
  }
  return counts;
}
