import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const buildDir = path.resolve(__dirname, '../../../../build');
/** One page of each kind of HTML the build writes: a docs page, the home page and the not-found page. */
const pages = ['docs/intro/index.html', 'index.html', '404.html'];

/** The app scripts that a page's loader (src/speed-layer/paint-first/ssrTemplate.ts) appends after the first paint. */
function loadedScripts(html: string): string[] {
  // The loader is the last inline script, called with its list (the build minifies it).
  const list = /\((\["[^\]]*\])\)\s*;?\s*<\/script>\s*<\/body>/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

describe('pages paint before their scripts load', () => {
  for (const page of pages) {
    it(`${page} names its scripts only in the after-paint loader`, () => {
      const file = path.join(buildDir, page);
      if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
      const html = readFileSync(file, 'utf8');
      expect(html).not.toMatch(/<script[^>]*\bsrc=/);
      const scripts = loadedScripts(html);
      // The entry scripts, in order: React DOM's chunk (src/speed-layer/staged-startup), the runtime, main.
      expect(scripts.map((script) => path.basename(script).replace(/\.[0-9a-f]+\.js$/, ''))).toEqual(['react-dom', 'runtime~main', 'main']);
      for (const script of scripts) expect(existsSync(path.join(buildDir, script))).toBe(true);
    });
  }
});
