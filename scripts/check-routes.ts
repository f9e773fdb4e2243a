/**
 * Checks the built site (build/) against the route list (writing/routes.txt). Prints the coverage and
 * fails on a missing route of a started section or an unlisted docs route. Usage: `npm run check:routes` after `npm run build`.
 */
import path from 'node:path';
import {builtRoutes, checkCoverage, readListedRoutes} from './lib/routeCoverage';

const buildDir = path.resolve(process.argv[2] ?? 'build');

const report = checkCoverage(readListedRoutes(), builtRoutes(buildDir));
console.log(
  `Routes: ${String(report.covered.length)} of ${String(report.expected.length)} listed routes are built; ` +
    `${String(report.startedSections.length)} docs sections started.`,
);
for (const route of report.missing) console.log(`missing: ${route}`);
for (const route of report.unexpected) console.log(`not in the route list: ${route}`);
process.exitCode = report.missing.length + report.unexpected.length > 0 ? 1 : 0;
