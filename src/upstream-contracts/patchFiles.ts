import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * The patches in ../../patches (applied by `npm install`, scripts/apply-patches.ts): their names
 * and what each changes, read from the patch files themselves.
 */

export const patchesFolder = 'patches';

/** The patch files of a site, sorted as patch-package applies them. */
export function patchFiles(siteDir: string): string[] {
  return readdirSync(path.join(siteDir, patchesFolder))
    .filter((name) => name.endsWith('.patch'))
    .sort();
}

export interface PatchName {
  readonly packageName: string;
  /** The version the patch was written for. */
  readonly version: string;
  /** What the patch is called after its sequence number: `idle-prefetch`. */
  readonly name: string;
}

/** A patch file named the patch-package way: `@scope+name+1.2.3+001+name.patch` (the version may be a prerelease). */
export function parsePatchName(fileName: string): PatchName {
  const match = /^(.+)\+(\d+\.\d+\.\d+[^+]*)\+\d{3}\+([a-z-]+)\.patch$/.exec(fileName);
  if (!match?.[1] || !match[2] || !match[3])
    throw new Error(`${fileName}: expected <package>+<version>+<NNN>+<name>.patch`);
  return {packageName: match[1].replaceAll('+', '/'), version: match[2], name: match[3]};
}

export interface Hunk {
  /** The line the hunk starts at in the file before the patch (1-based), from its `@@ -start,length` header. */
  readonly originalStart: number;
  /** The hunk's lines as the patched file has them (context and added), one block. */
  readonly patched: string;
  /** The same lines before the patch (context and removed), which must be gone. */
  readonly original: string;
}

export interface FilePatch {
  /** The file, relative to the site's folder (`node_modules/…`). */
  readonly file: string;
  readonly hunks: readonly Hunk[];
}

/**
 * The files a unified diff changes, each with its hunks as blocks of text: a patched file holds each
 * hunk's patched block whole. Blocks, not single lines, so that a line the patch removes in one place
 * and the file keeps in another doesn't read as not applied.
 */
export function parsePatch(text: string): FilePatch[] {
  return text
    .split(/^diff --git /m)
    .slice(1)
    .map((section) => {
      const file = /^\+\+\+ b\/(.+)$/m.exec(section)?.[1] ?? '';
      const starts = [...section.matchAll(/^@@ -(\d+)/gm)].map((match) => Number(match[1]));
      const hunks = section
        .split(/^@@ .* @@.*$/m)
        .slice(1)
        .map((hunk, at): Hunk => {
          const lines = hunk
            .replace(/^\n/, '')
            .replace(/\n+$/, '')
            .split('\n')
            .filter((line) => !line.startsWith('\\'));
          const side = (marker: string) =>
            lines
              .filter((line) => line === '' || line.startsWith(' ') || line.startsWith(marker))
              .map((line) => line.slice(1))
              .join('\n');
          return {originalStart: starts[at] ?? 1, patched: side('+'), original: side('-')};
        });
      return {file, hunks};
    });
}

export const readPatch = (siteDir: string, fileName: string): FilePatch[] =>
  parsePatch(readFileSync(path.join(siteDir, patchesFolder, fileName), 'utf8'));

/** The installed version of a package (hoisted: the one Docusaurus and the build resolve). */
export function installedVersion(siteDir: string, packageName: string): string {
  return (
    JSON.parse(
      readFileSync(path.join(siteDir, 'node_modules', packageName, 'package.json'), 'utf8'),
    ) as {version: string}
  ).version;
}

/** patch-package looks for a hunk's lines this many lines either side of where its header puts them. */
const patchPackageFuzz = 20;

/** Whether a hunk's original lines are where patch-package looks for them (trailing spaces aside). */
function originalNearItsLine(fileLines: readonly string[], hunk: Hunk): boolean {
  const wanted = hunk.original.split('\n').map((line) => line.trimEnd());
  for (let offset = -patchPackageFuzz; offset <= patchPackageFuzz; offset++) {
    const from = hunk.originalStart - 1 + offset;
    if (from >= 0 && wanted.every((line, at) => fileLines[from + at]?.trimEnd() === line))
      return true;
  }
  return false;
}

/**
 * Where a patch stands against the installed files, judged as patch-package applies a patch (each
 * hunk's lines exactly, within 20 lines of where its header puts them): `applied`, `applies` (not
 * applied yet, or not reached because patch-package stops at the first patch that fails), or
 * `fails`, with what is missing.
 */
export type PatchState = {state: 'applied' | 'applies'} | {state: 'fails'; missing: string};

export function patchState(siteDir: string, fileName: string): PatchState {
  const files = readPatch(siteDir, fileName);
  const sources = files.map(({file}) => {
    const target = path.join(siteDir, file);
    return existsSync(target) ? readFileSync(target, 'utf8') : undefined;
  });
  const missingFile = files.find((_file, at) => sources[at] === undefined);
  if (missingFile) return {state: 'fails', missing: `${missingFile.file} is missing`};
  if (files.every(({hunks}, at) => hunks.every((hunk) => sources[at]?.includes(hunk.patched))))
    return {state: 'applied'};
  const fileLines = sources.map((source) => (source ?? '').split('\n'));
  if (
    files.every(({hunks}, at) =>
      hunks.every((hunk) => originalNearItsLine(fileLines[at] ?? [], hunk)),
    )
  )
    return {state: 'applies'};
  const problems = files.flatMap(({file, hunks}, at) =>
    hunks.flatMap((hunk, index) => {
      const source = sources[at] ?? '';
      if (source.includes(hunk.patched) || originalNearItsLine(fileLines[at] ?? [], hunk))
        return [];
      const where = source.includes(hunk.original)
        ? `moved more than ${String(patchPackageFuzz)} lines from line ${String(hunk.originalStart)}`
        : 'changed';
      return [`${file} hunk ${String(index + 1)}: its code ${where}`];
    }),
  );
  return {
    state: 'fails',
    missing:
      problems.length > 0
        ? problems.join('; ')
        : 'partly applied: some hunks are patched, others not',
  };
}
