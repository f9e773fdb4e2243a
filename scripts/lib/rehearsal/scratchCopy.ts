import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {withTargetVersions, type PackageJson} from './targetVersions';

/** The outcome of a command run in the scratch copy. */
export interface Run {
  readonly ok: boolean;
  readonly output: string;
}

export function run(
  cwd: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Run {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: {...process.env, ...env},
  });
  return {
    ok: result.status === 0,
    output: `${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}`,
  };
}

/**
 * A copy of the site in the system's temporary folder, its package.json asking for the target
 * versions: a clone sharing the repository's history (pages' last-updated dates come from it), with
 * the working files on top (tracked and new, not ignored; no node_modules).
 */
export function makeScratchCopy(siteDir: string, docusaurus: string, docsearch?: string): string {
  const scratch = mkdtempSync(path.join(os.tmpdir(), `rehearse-docusaurus-${docusaurus}-`));
  const cloned = run(siteDir, 'git', ['clone', '--quiet', '--shared', siteDir, scratch]);
  if (!cloned.ok) throw new Error(`git clone failed: ${cloned.output}`);
  const listed = run(siteDir, 'git', [
    'ls-files',
    '--cached',
    '--others',
    '--exclude-standard',
    '-z',
  ]);
  if (!listed.ok) throw new Error(`git ls-files failed: ${listed.output}`);
  const files = listed.output
    .split('\0')
    .filter((file) => file && file !== 'node_modules' && !file.startsWith('node_modules/'));
  for (const file of files)
    cpSync(path.join(siteDir, file), path.join(scratch, file), {
      recursive: true,
      verbatimSymlinks: true,
    });
  const manifestFile = path.join(scratch, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PackageJson;
  writeFileSync(
    manifestFile,
    `${JSON.stringify(withTargetVersions(manifest, docusaurus, docsearch), null, 2)}\n`,
  );
  return scratch;
}
