/**
 * Checks just the pages a writer changed, in seconds: content rules (with routes, links and anchors),
 * diagrams, Markdown format and spelling: what the gate checks of a page, short of a build.
 * Usage: `npm run check:page -- docs/New/stop-fee.md [docs/Modules/Library ...]` (files or folders).
 * The commands come from scripts/lib/pageChecks.ts.
 */
import {spawnSync} from 'node:child_process';
import {statSync} from 'node:fs';
import path from 'node:path';
import {planPageChecks, type PathKind} from './lib/pageChecks';

function kindOf(file: string): PathKind {
  try {
    return statSync(file).isDirectory() ? 'folder' : 'file';
  } catch {
    return undefined;
  }
}

const {errors, checks} = planPageChecks(process.argv.slice(2), kindOf);
for (const error of errors) console.error(error);
if (errors.length > 0) process.exit(2);

const failed: string[] = [];
for (const check of checks) {
  console.log(`\n▶ ${check.name}`);
  const result = spawnSync(path.join('node_modules', '.bin', check.bin), check.args, {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed.push(check.name);
    console.log(`✗ ${check.name} failed. ${check.hint}`);
  } else {
    console.log(`✓ ${check.name}`);
  }
}
console.log(failed.length === 0 ? '\nAll checks passed.' : `\nFailed: ${failed.join(', ')}.`);
process.exitCode = failed.length === 0 ? 0 : 1;
