/**
 * A cold build of the full site, timed and its memory sampled: clears Docusaurus's caches and build/,
 * builds, prints the wall time and the peak resident memory of the build's process tree, and saves
 * them to `buildStatsFile` for `npm run check:budgets` to print with the other figures. The figures
 * are reported, not held to a budget: they depend on what else the machine is doing.
 * Usage: `npm run build:cold` (in `npm test`, instead of `npm run build`).
 */
import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {buildStatsFile, type BuildStats} from './lib/buildStats';
import {treeResidentBytes} from './lib/processMemory';

const docusaurus = path.resolve('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
const sampleEveryMs = 200;

function run(args: readonly string[]): Promise<{code: number | null; peakBytes: number}> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [docusaurus, ...args], {stdio: 'inherit'});
    let peakBytes = 0;
    const sampler = setInterval(() => {
      if (child.pid !== undefined) peakBytes = Math.max(peakBytes, treeResidentBytes(child.pid));
    }, sampleEveryMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      resolve({code, peakBytes});
    });
  });
}

async function main(): Promise<void> {
  const cleared = spawnSync(process.execPath, [docusaurus, 'clear'], {stdio: 'inherit'});
  if (cleared.status !== 0) throw new Error('docusaurus clear failed');
  const started = performance.now();
  const {code, peakBytes} = await run(['build']);
  if (code !== 0) {
    process.exitCode = code ?? 1;
    return;
  }
  const stats: BuildStats = {seconds: (performance.now() - started) / 1000, peakMiB: peakBytes / 2 ** 20, cores: availableParallelism()};
  mkdirSync(path.dirname(buildStatsFile), {recursive: true});
  writeFileSync(buildStatsFile, `${JSON.stringify(stats, null, 2)}\n`);
  console.log(`Cold build: ${stats.seconds.toFixed(1)} s, peak memory ${stats.peakMiB.toFixed(0)} MiB (sampled every ${String(sampleEveryMs)} ms), ${String(stats.cores)} cores`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
