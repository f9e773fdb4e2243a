/**
 * Pages the checks visit that no sitemap lists: the not-found screen, reached at a path nothing
 * serves (status 404), and /search with a query that has results.
 */
export const notFoundPage = '/this-page-does-not-exist';
export const searchResultsPage = '/search?q=fee';
