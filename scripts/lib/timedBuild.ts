import {spawn} from 'node:child_process';
import path from 'node:path';
import {docsPageFiles} from './docsPages';
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
export function runDocusaurus(
  args: readonly string[],
  siteDir = '.',
  env: NodeJS.ProcessEnv = process.env,
): Promise<TimedBuild> {
  const docusaurus = path.resolve(
    siteDir,
    'node_modules',
    '@docusaurus',
    'core',
    'bin',
    'docusaurus.mjs',
  );
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [docusaurus, ...args], {
      stdio: 'inherit',
      cwd: siteDir,
      env,
    });
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

/**
 * From this many docs pages on, a build bundles in one process and renders the pages in another.
 * Rspack 1.7 keeps everything it compiled until its process ends (native handles keep its compiler
 * referenced after `close()`; Rspack 2.1.8 fixed it, Docusaurus 3.10 uses 1.7): about 2.9 GB with
 * ten times the pages, still held while the pages are rendered and the postBuild hooks run, where the
 * build peaked at 3.9-4.2 GB. In a second process they start from nothing. That process loads the
 * site again, 2 s at 1× (20.6 s against 18.5 s), so a smaller guide builds in one process.
 */
export const twoProcessesFromDocsPages = 1000;

/** `BUILD_PROCESSES=1` or `2` chooses; otherwise the guide's size does. */
export function buildProcesses(docsPages: number, env: NodeJS.ProcessEnv): 1 | 2 {
  const chosen = env.BUILD_PROCESSES;
  if (chosen === '1' || chosen === '2') return chosen === '1' ? 1 : 2;
  if (chosen !== undefined && chosen !== '')
    throw new Error(`BUILD_PROCESSES is 1 or 2, not ${chosen}`);
  return docsPages >= twoProcessesFromDocsPages ? 2 : 1;
}

/** How many pages the guide has: its Markdown pages under `docs/`. */
export const countDocsPages = (siteDir: string): number =>
  docsPageFiles(path.join(siteDir, 'docs')).length;

/**
 * `docusaurus build` with `args`, in one process or two (`buildProcesses`), timed and sampled. With
 * two, the first stops after bundling (`DOCUSAURUS_EXIT_AFTER_BUNDLING`) and the second renders the
 * pages from its bundles and runs the postBuild hooks (`DOCUSAURUS_SKIP_BUNDLING`): Docusaurus's
 * switches, a contract in ./twoProcessBuildContracts.ts. The bundle analyzer serves its chart
 * from the bundling process until Ctrl+C, so `--bundle-analyzer` builds in one.
 */
export async function runBuild(
  args: readonly string[],
  siteDir = '.',
  env: NodeJS.ProcessEnv = process.env,
): Promise<TimedBuild> {
  const processes = args.includes('--bundle-analyzer')
    ? 1
    : buildProcesses(countDocsPages(siteDir), env);
  if (processes === 1) return runDocusaurus(['build', ...args], siteDir, env);
  const bundled = await runDocusaurus(['build', ...args], siteDir, {
    ...env,
    DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true',
  });
  if (bundled.code !== 0) return bundled;
  const rendered = await runDocusaurus(['build', ...args], siteDir, {
    ...env,
    DOCUSAURUS_SKIP_BUNDLING: 'true',
  });
  return {
    code: rendered.code,
    seconds: bundled.seconds + rendered.seconds,
    peakBytes: Math.max(bundled.peakBytes, rendered.peakBytes),
  };
}

/** The folder `docusaurus build` writes to: its `--out-dir`, as `--out-dir dir` or `--out-dir=dir`. */
export function outDirOf(args: readonly string[]): string {
  const at = args.indexOf('--out-dir');
  const inline = args.find((arg) => arg.startsWith('--out-dir='));
  return (at === -1 ? inline?.slice('--out-dir='.length) : args[at + 1]) ?? 'build';
}
