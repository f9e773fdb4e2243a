import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Script} from 'node:vm';
import {brotliDecompressSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {extraCode, slowedCopy} from '../slowedBuild';

describe('slowedCopy', () => {
  it('changes the entry script of a copy, with its brotli file, and leaves the build alone', async () => {
    const build = mkdtempSync(path.join(tmpdir(), 'slowed-test-'));
    mkdirSync(path.join(build, 'assets', 'js'), {recursive: true});
    const entry = path.join(build, 'assets', 'js', 'main.0123abcd.js');
    writeFileSync(entry, 'start();');
    const copy = await slowedCopy(build, 'busy-loop');
    try {
      const slowed = readFileSync(path.join(copy.dir, 'assets', 'js', 'main.0123abcd.js'), 'utf8');
      expect(slowed).toMatch(/^\(function\(\)\{var end=performance\.now\(\)\+100;while/);
      expect(slowed.endsWith('start();')).toBe(true);
      expect(
        brotliDecompressSync(
          readFileSync(path.join(copy.dir, 'assets', 'js', 'main.0123abcd.js.br')),
        ).toString(),
      ).toBe(slowed);
      expect(readFileSync(entry, 'utf8')).toBe('start();');
    } finally {
      copy.remove();
      rmSync(build, {recursive: true, force: true});
    }
  });
});

describe('extraCode', () => {
  it('is valid JavaScript of at least the size asked for', () => {
    const code = extraCode(50 * 1024);
    expect(code.length).toBeGreaterThanOrEqual(50 * 1024);
    // Compiled, not run.
    expect(() => new Script(code)).not.toThrow();
  });
});
