/**
 * Copies of a build made slower on purpose, to show that the speed budgets still see a slower site
 * (scripts/check-budgets.ts checks them after the build itself). Each changes the app's entry script,
 * which every page runs, and writes its brotli and gzip files again, as the build does.
 */
import {cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliBytes, gzipBytes} from './precompress';

export const slowdowns = {
  /** 100 ms of busy work when the entry script starts, on every page. */
  'busy-loop': (script: string) =>
    `(function(){var end=performance.now()+100;while(performance.now()<end);})();\n${script}`,
  /** 50 KB more JavaScript on every page, as varied as real code (not a run that compresses to nothing). */
  'more-javascript': (script: string) => `${script}\n${extraCode(50 * 1024)}`,
} as const;

export type Slowdown = keyof typeof slowdowns;

/** Whole functions with varied names and numbers, at least `bytes` long; defined, never called. */
export function extraCode(bytes: number): string {
  let seed = 1;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  const parts: string[] = [];
  let length = 0;
  for (let index = 0; length < bytes; index += 1) {
    const part = `function f${next().toString(36)}(a,b){var c=a*${String(next() % 9973)}+b;return c>${String(next() % 65_536)}?"${next().toString(36)}":c^${String(next() % 4096)}}\n`;
    parts.push(part);
    length += part.length;
  }
  return parts.join('');
}

/** The build's entry script (assets/js/main.<hash>.js). */
function entryScript(buildDir: string): string {
  const dir = path.join(buildDir, 'assets', 'js');
  const name = readdirSync(dir).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  if (name === undefined) throw new Error(`${dir} has no main.<hash>.js`);
  return path.join(dir, name);
}

export interface SlowedBuild {
  readonly dir: string;
  readonly remove: () => void;
}

/** A copy of `buildDir` in a temporary folder with `slowdown` applied, compressed as the build compresses. */
export async function slowedCopy(buildDir: string, slowdown: Slowdown): Promise<SlowedBuild> {
  const dir = mkdtempSync(path.join(tmpdir(), `slowed-${slowdown}-`));
  cpSync(buildDir, dir, {recursive: true});
  const script = entryScript(dir);
  const slowed = Buffer.from(slowdowns[slowdown](readFileSync(script, 'utf8')));
  writeFileSync(script, slowed);
  writeFileSync(`${script}.br`, await brotliBytes(slowed));
  writeFileSync(`${script}.gz`, await gzipBytes(slowed));
  return {
    dir,
    remove: () => {
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
