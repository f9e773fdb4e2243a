/**
 * Build-time compression: file.br and file.gz beside every text file of the build, at the best
 * levels, for nginx's brotli_static and gzip_static (deploy/nginx/guide-server.conf). A server that
 * compresses per request spends CPU on every response and uses fast, weaker levels.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images (but SVG) and fonts are compressed formats already. */
const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.map',
  '.webmanifest',
  '.ico',
]);

/** gzip level of the .gz files, and of every gzip size the scripts report. */
export const gzipLevel = 9;

export function isCompressible(file: string): boolean {
  return compressibleExtensions.has(path.extname(file).toLowerCase());
}

/**
 * Brotli's best quality (11) saves 5-10 % over quality 9 on pages, scripts and the search index, for a
 * few times the CPU; on a file of several MB (the search records Algolia uploads) it costs tens of
 * seconds of build for a file readers rarely or never fetch, so larger files get quality 9.
 */
const bestQualityUpToBytes = 1024 * 1024;

export function brotliQuality(bytes: number): number {
  return bytes <= bestQualityUpToBytes ? constants.BROTLI_MAX_QUALITY : 9;
}

export async function brotliBytes(content: Buffer): Promise<Buffer> {
  return brotli(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality(content.length),
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

export async function gzipBytes(content: Buffer): Promise<Buffer> {
  return gzipAsync(content, {level: gzipLevel});
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export interface PrecompressReport {
  readonly files: number;
  readonly bytes: number;
  readonly gzipBytes: number;
  readonly brotliBytes: number;
}

/**
 * Writes file.br and file.gz beside each compressible file under `dir`, except where compression
 * wouldn't save anything (nginx then sends the file itself). zlib runs on libuv's thread pool, so the
 * files are compressed a few at a time, on every core.
 */
export async function precompressDir(dir: string, concurrency = 8): Promise<PrecompressReport> {
  const files = (await filesUnder(dir)).filter(isCompressible);
  const report = {files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0};
  const compressOne = async (file: string) => {
    const content = await readFile(file);
    const [br, gz] = await Promise.all([brotliBytes(content), gzipBytes(content)]);
    report.files += 1;
    report.bytes += content.length;
    report.gzipBytes += Math.min(gz.length, content.length);
    report.brotliBytes += Math.min(br.length, content.length);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    if (br.length < content.length) await writeFile(`${file}.br`, br);
  };
  const queue = [...files];
  await Promise.all(
    Array.from({length: concurrency}, async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift())
        await compressOne(file);
    }),
  );
  return report;
}
