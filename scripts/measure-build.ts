/**
 * A cold build of the full site, timed and its memory sampled: clears Docusaurus's caches and build/,
 * builds, prints the wall time and the peak resident memory of the build's process tree, and saves
 * them to `buildStatsFile` for `npm run check:budgets` to print with the other figures. The figures
 * are reported, not held to a budget: they depend on what else the machine is doing.
 * Usage: `npm run build:cold` (in `npm test`, instead of `npm run build`).
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {buildStatsFile, type BuildStats} from './lib/buildStats';
import {runBuild, sampleEveryMs} from './lib/timedBuild';

const docusaurus = path.resolve('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');

async function main(): Promise<void> {
  const cleared = spawnSync(process.execPath, [docusaurus, 'clear'], {stdio: 'inherit'});
  if (cleared.status !== 0) throw new Error('docusaurus clear failed');
  const {code, seconds, peakBytes} = await runBuild([]);
  if (code !== 0) {
    process.exitCode = code ?? 1;
    return;
  }
  const stats: BuildStats = {seconds, peakMiB: peakBytes / 2 ** 20, cores: availableParallelism()};
  mkdirSync(path.dirname(buildStatsFile), {recursive: true});
  writeFileSync(buildStatsFile, `${JSON.stringify(stats, null, 2)}\n`);
  console.log(
    `Cold build: ${stats.seconds.toFixed(1)} s, peak memory ${stats.peakMiB.toFixed(0)} MiB (sampled every ${String(sampleEveryMs)} ms), ${String(stats.cores)} cores`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
