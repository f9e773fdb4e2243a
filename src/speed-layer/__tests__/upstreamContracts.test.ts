import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {upstreamContracts} from '../upstreamContracts';

const siteDir = path.resolve(__dirname, '../../..');
const patchesDir = path.resolve(__dirname, '../patches');

/** The folder of an installed package (hoisted: the one Docusaurus and the build resolve). */
const packageDir = (name: string): string => path.join(siteDir, 'node_modules', name);
const installedVersion = (name: string): string => (JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as {version: string}).version;

/** A patch file named the patch-package way: `@scope+name+1.2.3+001+piece.patch`. */
function parsePatchName(fileName: string): {packageName: string; version: string; piece: string} {
  const match = /^(.+)\+(\d+\.\d+\.\d+)\+\d{3}\+([a-z-]+)\.patch$/.exec(fileName);
  if (!match?.[1] || !match[2] || !match[3]) throw new Error(`${fileName}: expected <package>+<version>+<NNN>+<piece>.patch`);
  return {packageName: match[1].replaceAll('+', '/'), version: match[2], piece: match[3]};
}

interface Hunk {
  /** The hunk's lines as the patched file has them (context and added), one block. */
  readonly patched: string;
  /** The same lines before the patch (context and removed), which must be gone. */
  readonly original: string;
}

interface FilePatch {
  readonly file: string;
  readonly hunks: readonly Hunk[];
}

/**
 * The files a unified diff changes, each with its hunks as blocks of text: a patched file holds each
 * hunk's patched block whole. Blocks, not single lines, so that a line the patch removes in one place
 * and the file keeps in another doesn't read as not applied.
 */
function parsePatch(text: string): FilePatch[] {
  return text.split(/^diff --git /m).slice(1).map((section) => {
    const file = /^\+\+\+ b\/(.+)$/m.exec(section)?.[1] ?? '';
    const hunks = section.split(/^@@ .* @@.*$/m).slice(1).map((hunk): Hunk => {
      const lines = hunk.replace(/^\n/, '').replace(/\n+$/, '').split('\n').filter((line) => !line.startsWith('\\'));
      const side = (marker: string) => lines.filter((line) => line === '' || line.startsWith(' ') || line.startsWith(marker)).map((line) => line.slice(1)).join('\n');
      return {patched: side('+'), original: side('-')};
    });
    return {file, hunks};
  });
}

const patchFiles = readdirSync(patchesDir).filter((name) => name.endsWith('.patch')).sort();

describe('speed-layer patches are applied to the installed packages', () => {
  it('has its patches', () => {
    expect(patchFiles.length).toBeGreaterThan(0);
  });

  it.each(patchFiles)('%s', (patchFile) => {
    const {packageName, version, piece} = parsePatchName(patchFile);
    const installed = installedVersion(packageName);
    expect(installed, `patch ${piece}: written for ${packageName} ${version}, installed ${installed}; see the upgrade runbook in src/speed-layer/README.md`).toBe(version);
    for (const {file, hunks} of parsePatch(readFileSync(path.join(patchesDir, patchFile), 'utf8'))) {
      const target = path.join(siteDir, file);
      expect(existsSync(target), `patch ${piece}: ${file} is missing`).toBe(true);
      const source = readFileSync(target, 'utf8');
      for (const {patched, original} of hunks) {
        expect(source.includes(patched), `patch ${piece}: ${file} lacks this block of the patched file (not applied? run \`npm install\`):\n${patched}`).toBe(true);
        if (original !== patched) expect(source.includes(original), `patch ${piece}: ${file} still has this block the patch replaces:\n${original}`).toBe(false);
      }
    }
  });
});

describe('upstream internals the speed layer relies on', () => {
  it.each(upstreamContracts.map((contract) => [`${contract.piece}: ${contract.packageName}/${contract.file}`, contract] as const))('%s', (_name, contract) => {
    const file = path.join(packageDir(contract.packageName), contract.file);
    const where = `${contract.piece} relies on ${contract.packageName}/${contract.file}, which`;
    expect(existsSync(file), `${where} is missing`).toBe(true);
    const source = readFileSync(file, 'utf8');
    for (const code of contract.expects) expect(source.includes(code), `${where} no longer has: ${code}\n(${contract.because})`).toBe(true);
  });
});
