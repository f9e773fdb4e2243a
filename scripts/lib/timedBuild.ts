import {spawn} from 'node:child_process';
import path from 'node:path';
import {treeResidentBytes} from './processMemory';

/** How often the build's memory is sampled. */
export const sampleEveryMs = 200;

export interface TimedBuild {
  code: number | null;
  seconds: number;
  /** Peak resident memory of the build's process tree, sampled every `sampleEveryMs`. */
  peakBytes: number;
}

/** Runs the Docusaurus CLI of `siteDir` with `args`, timing it and sampling its memory. */
export function runDocusaurus(args: readonly string[], siteDir = '.', env: NodeJS.ProcessEnv = process.env): Promise<TimedBuild> {
  const docusaurus = path.resolve(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [docusaurus, ...args], {stdio: 'inherit', cwd: siteDir, env});
    let peakBytes = 0;
    const sampler = setInterval(() => {
      if (child.pid !== undefined) peakBytes = Math.max(peakBytes, treeResidentBytes(child.pid));
    }, sampleEveryMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      resolve({code, seconds: (performance.now() - started) / 1000, peakBytes});
    });
  });
}
