import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {inlineCodeOf} from '../../../../scripts/lib/inlineCode';

const buildDir = path.resolve(__dirname, '../../../../build');
/** One page of each kind of HTML the build writes: a docs page, the home page and the not-found page. */
const pages = ['docs/intro/index.html', 'index.html', '404.html'];
/** A page of a module: its HTML also lists the registry slices of its two sections (sectioned-registry). */
const sectionPage = 'docs/Modules/Student/about/index.html';

function readPage(page: string): string {
  const file = path.join(buildDir, page);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return readFileSync(file, 'utf8');
}

/** The app scripts that a page's loader (src/speed-layer/paint-first/ssrTemplate.ts) appends after the first paint. */
function loadedScripts(html: string): string[] {
  // The loader is the last script of the body; its list is its data-scripts attribute.
  const list = cheerio.load(html)('body > script').last().attr('data-scripts');
  return list ? (JSON.parse(list) as string[]) : [];
}

/** File names without their content hash: main.4fbcefab.js → main. */
const nameOf = (script: string): string => path.basename(script).replace(/\.[0-9a-f]+\.js$/, '');

describe('pages paint before their scripts load', () => {
  for (const page of [...pages, sectionPage]) {
    it(`${page} names its scripts only in the after-paint loader`, () => {
      const html = readPage(page);
      expect(html).not.toMatch(/<script[^>]*\bsrc=/);
      const scripts = loadedScripts(html);
      // The entry scripts, in order: React DOM's chunk (src/speed-layer/route-runtime/staged-startup), the runtime, main.
      expect(scripts.slice(0, 3).map(nameOf)).toEqual(['react-dom', 'runtime~main', 'main']);
      for (const script of scripts) expect(existsSync(path.join(buildDir, script))).toBe(true);
    });
  }

  it('lists only the entry scripts on pages outside a section, and the slices of its sections on a module page', () => {
    for (const page of pages) expect(loadedScripts(readPage(page))).toHaveLength(3);
    // /docs/Modules and /docs/Modules/Student: their registry slices, whose chunk names are their ids
    // (src/speed-layer/lean-chunk-urls).
    const slices = loadedScripts(readPage(sectionPage)).slice(3).map(nameOf);
    expect(slices).toHaveLength(2);
    for (const name of slices) expect(name).toMatch(/^registry-\d+$/);
  });

  it('has the same loader code on every page, so the Content-Security-Policy allows it by one hash', () => {
    const loaderCode = (page: string): string | undefined =>
      inlineCodeOf(readPage(page)).scripts.at(-1);
    const codes = new Set([...pages, sectionPage].map(loaderCode));
    expect(codes.size).toBe(1);
  });
});
