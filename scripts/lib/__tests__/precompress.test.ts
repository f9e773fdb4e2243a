import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';
import {brotliQuality, isCompressible, precompressDir} from '../precompress';

let dir = '';
afterEach(() => {
  rmSync(dir, {recursive: true, force: true});
});

describe('precompressDir', () => {
  it('writes .br and .gz beside each text file, which decompress to the file', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'docs', 'Getting Started'), {recursive: true});
    const page = path.join(dir, 'docs', 'Getting Started', 'index.html');
    const text = '<p>Change your password</p>\n'.repeat(200);
    writeFileSync(page, text);
    writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(2000));
    writeFileSync(path.join(dir, 'tiny.txt'), 'a');

    const report = await precompressDir(dir);

    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toBe(text);
    expect(gunzipSync(readFileSync(`${page}.gz`)).toString()).toBe(text);
    // Images are compressed formats; a file compression would make bigger is sent as it is.
    expect(existsSync(path.join(dir, 'photo.png.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'tiny.txt.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'tiny.txt.gz'))).toBe(false);
    expect(report.files).toBe(2);
    expect(report.brotliBytes).toBeLessThan(report.gzipBytes);
  });
});

describe('isCompressible', () => {
  it('compresses text formats and SVG, not images or fonts, nor the compressed files', () => {
    for (const file of [
      'a.html',
      'b.JS',
      'c.css',
      'search-index.json',
      'sitemap.xml',
      'logo.svg',
      'manifest.webmanifest',
    ])
      expect(isCompressible(file)).toBe(true);
    for (const file of ['a.png', 'b.woff2', 'a.html.gz', 'a.html.br'])
      expect(isCompressible(file)).toBe(false);
  });
});

describe('brotliQuality', () => {
  it('uses the best quality except on files of several MB', () => {
    expect(brotliQuality(300 * 1024)).toBe(11);
    expect(brotliQuality(8 * 1024 * 1024)).toBe(9);
  });
});
