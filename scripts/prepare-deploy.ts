/**
 * Makes a finished build ready to deploy, after every plugin's postBuild has written its files (so it
 * runs after `docusaurus build`, not inside it: Docusaurus runs the postBuild hooks in parallel, and
 * the redirect pages and the sitemap are written there):
 * 1. collects the inline scripts and styles of every HTML file (and the <style> elements the scripts
 *    render) and writes the security headers with their hashes: _nginx/security-headers.conf for nginx and _headers for Netlify and Cloudflare Pages;
 * 2. writes file.br and file.gz beside every text file, for nginx's brotli_static and gzip_static.
 * The search mode comes from the same environment variables as the build's (src/plugins/local-search).
 * Usage: `tsx scripts/prepare-deploy.ts [build folder]`; `npm run build` and `build:hosted` run it.
 */
import {existsSync} from 'node:fs';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {readSearchSettings} from '../src/plugins/local-search/searchMode';
import {
  nginxHeadersFile,
  nginxInclude,
  staticHostHeaders,
  staticHostHeadersFile,
} from './lib/headerFiles';
import {cspHash, inlineCodeOf, reactStyleTexts} from './lib/inlineCode';
import {precompressDir} from './lib/precompress';
import {securityHeaders} from './lib/securityHeaders';

const buildDir = path.resolve(process.argv[2] ?? 'build');

async function filesEndingWith(dir: string, extension: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Hashes of the inline code of every page, sorted so that an unchanged site gives an unchanged file. */
async function inlineHashes(
  dir: string,
): Promise<{scriptHashes: string[]; styleHashes: string[]; pages: number}> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const handlers: string[] = [];
  const files = await filesEndingWith(dir, '.html');
  for (const file of files) {
    const code = inlineCodeOf(await readFile(file, 'utf8'));
    code.scripts.forEach((script) => scripts.add(cspHash(script)));
    code.styles.forEach((style) => styles.add(cspHash(style)));
    handlers.push(
      ...code.eventHandlers.map((handler) => `${path.relative(dir, file)}: ${handler}`),
    );
  }
  for (const file of await filesEndingWith(path.join(dir, 'assets'), '.js')) {
    reactStyleTexts(await readFile(file, 'utf8')).forEach((style) => styles.add(cspHash(style)));
  }
  if (handlers.length > 0) {
    // The policy would block them; allowing them would need 'unsafe-hashes'. Move the code to a script.
    throw new Error(
      `Inline event handlers, which the Content-Security-Policy blocks:\n  ${handlers.slice(0, 10).join('\n  ')}`,
    );
  }
  return {scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort(), pages: files.length};
}

async function main(): Promise<void> {
  if (!existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`${buildDir} has no index.html: build the site first`);
  const started = performance.now();
  const {scriptHashes, styleHashes, pages} = await inlineHashes(buildDir);
  const headers = securityHeaders({
    scriptHashes,
    styleHashes,
    searchMode: readSearchSettings(process.env).mode,
  });
  await mkdir(path.dirname(path.join(buildDir, nginxHeadersFile)), {recursive: true});
  await writeFile(path.join(buildDir, nginxHeadersFile), nginxInclude(headers));
  await writeFile(path.join(buildDir, staticHostHeadersFile), staticHostHeaders(headers));
  console.log(
    `Security headers: ${String(scriptHashes.length)} inline scripts and ${String(styleHashes.length)} inline styles ` +
      `across ${String(pages)} pages allowed by hash (${nginxHeadersFile}, ${staticHostHeadersFile}).`,
  );
  const report = await precompressDir(buildDir);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `Precompressed ${String(report.files)} files, ${kb(report.bytes)}: gzip ${kb(report.gzipBytes)}, brotli ${kb(report.brotliBytes)}, ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
