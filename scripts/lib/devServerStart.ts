/**
 * How fast the writers' live-reload server is: `docusaurus start` until the browser shows the docs
 * landing's heading (first page), then the time from saving a page to seeing the change on screen.
 * `cold` clears Docusaurus's generated files and the bundler's persistent cache first. The page
 * edited is restored afterwards, whatever happens. Used by `measure:start` and `bench:scale`.
 */
import {spawn} from 'node:child_process';
import {readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';

export interface StartOptions {
  readonly siteDir: string;
  readonly port: number;
  readonly cold: boolean;
  readonly saves: number;
}

export interface StartFigures {
  readonly firstPageMs: number;
  /** CPU seconds the server used until the first page. */
  readonly firstPageCpuSeconds: number;
  /** Save to screen, one per save. */
  readonly saveMs: readonly number[];
}

/** A server that serves nothing by then is broken (`npm test` runs this), not slow. */
const firstPageTimeoutMs = 300_000;

/**
 * CPU seconds the server's process group has used (Linux /proc): on a machine shared with other
 * work, wall time mostly measures the others, CPU time what the server did.
 */
function cpuSeconds(processGroup: number): number {
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The fields after the command name: state, ppid, pgrp, … utime (14), stime (15), cutime, cstime.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
      if (Number(fields[2]) === processGroup)
        ticks += [11, 12, 13, 14].reduce((sum, at) => sum + Number(fields[at]), 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / ticksPerSecond;
}

export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export async function measureStart(
  browser: Browser,
  {siteDir, port, cold, saves}: StartOptions,
): Promise<StartFigures> {
  const page = {route: '/docs/intro', file: path.join(siteDir, 'docs', 'intro.md')};
  if (cold)
    for (const dir of ['.docusaurus', 'node_modules/.cache'])
      rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  const original = readFileSync(page.file, 'utf8');
  const started = performance.now();
  // Its own process group, so stopping it stops the bundler's workers too.
  const server = spawn(
    'npx',
    ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {cwd: siteDir, detached: true, stdio: 'ignore'},
  );
  let exitCode: number | null | undefined;
  server.on('exit', (code) => {
    exitCode = code;
  });
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    const url = `http://127.0.0.1:${String(port)}${page.route}`;
    const deadline = started + firstPageTimeoutMs;
    for (;;) {
      if (exitCode !== undefined)
        throw new Error(
          `docusaurus start exited (${String(exitCode)}) before serving ${page.route}`,
        );
      if (performance.now() > deadline)
        throw new Error(
          `docusaurus start did not serve ${page.route} within ${seconds(firstPageTimeoutMs)}`,
        );
      // The dev server holds a request until the first compilation is done.
      const response = await tab.goto(url, {timeout: firstPageTimeoutMs}).catch(() => null);
      if (response?.ok()) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await tab.locator('article h1').waitFor({timeout: firstPageTimeoutMs});
    const firstPageMs = performance.now() - started;
    const firstPageCpuSeconds = server.pid === undefined ? NaN : cpuSeconds(server.pid);
    const saveMs: number[] = [];
    for (let save = 1; save <= saves; save += 1) {
      const marker = `Saved edit number ${String(save)} of the speed check.`;
      const saved = performance.now();
      writeFileSync(page.file, `${original}\n${marker}\n`);
      await tab.getByText(marker).waitFor({timeout: 60_000});
      saveMs.push(performance.now() - saved);
    }
    return {firstPageMs, firstPageCpuSeconds, saveMs};
  } finally {
    writeFileSync(page.file, original);
    await context.close();
    if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
  }
}
