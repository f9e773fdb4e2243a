/**
 * A copy of the guide at a larger scale, for the benchmarks that measure how the site grows
 * (bench:scale, bench:offline): the repository's working tree copied to a temporary folder, with
 * node_modules linked and docs/Modules copied beside itself, never the repository's own docs/ touched.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, symlinkSync} from 'node:fs';
import path from 'node:path';

const copiedFolder = path.join('docs', 'Modules');

/** A copy of the working tree (tracked and new files, ignored ones left out) with node_modules linked. */
function copySite(target: string): void {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    {encoding: 'utf8'},
  )
    .split('\0')
    // A worktree's node_modules is a symlink, which git lists as a file: it is linked below instead.
    .filter((file) => file !== '' && file !== 'node_modules');
  for (const file of files) {
    mkdirSync(path.dirname(path.join(target, file)), {recursive: true});
    cpSync(file, path.join(target, file));
  }
  symlinkSync(path.resolve('node_modules'), path.join(target, 'node_modules'), 'dir');
}

/** Copies the site to `target` with `scale` copies of docs/Modules (1: the guide as it is). */
export function copyScaledSite(target: string, scale: number): void {
  copySite(target);
  for (let copy = 2; copy <= scale; copy += 1) {
    cpSync(
      path.join(target, copiedFolder),
      path.join(target, `${copiedFolder}-copy-${String(copy)}`),
      {recursive: true},
    );
  }
}
