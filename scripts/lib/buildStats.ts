import path from 'node:path';

/** What `npm run build:cold` measured. Reported by the budgets check, never held to a budget. */
export interface BuildStats {
  readonly seconds: number;
  readonly peakMiB: number;
  readonly cores: number;
}

/** Outside build/, which is deployed; `docusaurus clear` removes it with the other caches. */
export const buildStatsFile = path.resolve('node_modules', '.cache', 'build-stats.json');
