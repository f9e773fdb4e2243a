/**
 * Which part of the site each patch in ../../patches belongs to, by the name after its sequence
 * number; that part's README says what the patch changes and why.
 */
export const patchOwners: Readonly<Record<string, string>> = {
  'idle-prefetch': 'speed layer: route-runtime',
  'match-again': 'speed layer: route-runtime',
  'lazy-activate-once': 'speed layer: route-runtime (lazy-dev-compilation)',
  'browser-flag-transition': 'speed layer: patches',
  'window-size-transition': 'speed layer: patches',
  'sort-without-locale-compare': 'speed layer: patches',
  'scroll-position-once': 'speed layer: patches',
  'no-tslib': 'speed layer: patches',
  'keep-error-screen': 'upstream fix (src/upstream-fixes)',
  'search-page-landmarks': 'upstream fix (src/upstream-fixes)',
  'progress-bar-roles': 'upstream fix (src/upstream-fixes)',
};
