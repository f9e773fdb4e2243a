/**
 * Resident memory of a process and its descendants, read from Linux's /proc. A build runs as one
 * Node.js process with native threads, but may start workers; sampling the whole tree counts them too.
 */
import {readdirSync, readFileSync} from 'node:fs';

/** The parent pid in the text of /proc/<pid>/stat (the command name in parentheses may hold spaces). */
export function parentPidOf(statText: string): number {
  const afterName = statText.slice(statText.lastIndexOf(')') + 2);
  return Number(afterName.split(' ')[1]);
}

/** Resident set size in bytes from the text of /proc/<pid>/status (its VmRSS line is in kB). */
export function residentBytesOf(statusText: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(statusText);
  return match ? Number(match[1]) * 1024 : 0;
}

/** `root` and every process below it, given each process's parent. */
export function treeOf(root: number, parents: ReadonlyMap<number, number>): number[] {
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

function readProc(pid: number, file: string): string {
  try {
    return readFileSync(`/proc/${String(pid)}/${file}`, 'utf8');
  } catch {
    return ''; // the process ended between listing and reading
  }
}

/** Current resident bytes of `root` and its descendants. */
export function treeResidentBytes(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(Number(entry), 'stat');
    if (stat !== '') parents.set(Number(entry), parentPidOf(stat));
  }
  return treeOf(root, parents).reduce(
    (sum, pid) => sum + residentBytesOf(readProc(pid, 'status')),
    0,
  );
}
