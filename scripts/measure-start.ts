/**
 * How fast the writers' live-reload server is: `docusaurus start` until the browser shows the docs
 * landing's heading (first page), then the time from saving a page to seeing the change on screen
 * (median of several saves). `--cold` clears Docusaurus's generated files and the bundler's
 * persistent cache first. The page edited is restored afterwards, whatever happens.
 * Usage: `npm run measure:start -- [--cold] [--site <dir>] [--port 3100]`. The README quotes it;
 * `npm test` runs it cold (`check:start`), which fails if the server never shows the page or a save.
 */
import {spawn} from 'node:child_process';
import {readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../playwright.config';

const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const siteDir = path.resolve(option('--site') ?? '.');
const port = Number(option('--port') ?? 3100);
const cold = process.argv.includes('--cold');
const saves = 5;
/** A server that serves nothing by then is broken (CI runs this in `npm test`), not slow. */
const firstPageTimeoutMs = 300_000;
const page = {route: '/docs/intro', file: path.join(siteDir, 'docs', 'intro.md')};

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
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      if (Number(fields[2]) === processGroup) ticks += [11, 12, 13, 14].reduce((sum, at) => sum + Number(fields[at]), 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / ticksPerSecond;
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  if (!Number.isInteger(port) || port <= 0) throw new Error(`--port: expected a port number, got ${String(option('--port'))}`);
  if (cold) for (const dir of ['.docusaurus', 'node_modules/.cache']) rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  const original = readFileSync(page.file, 'utf8');
  const started = performance.now();
  // Its own process group, so stopping it stops the bundler's workers too.
  const server = spawn('npx', ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {cwd: siteDir, detached: true, stdio: 'ignore'});
  let exitCode: number | null | undefined;
  server.on('exit', (code) => {
    exitCode = code;
  });
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const tab = await browser.newPage();
    const url = `http://127.0.0.1:${String(port)}${page.route}`;
    const deadline = started + firstPageTimeoutMs;
    for (;;) {
      if (exitCode !== undefined) throw new Error(`docusaurus start exited (${String(exitCode)}) before serving ${page.route}`);
      if (performance.now() > deadline) throw new Error(`docusaurus start did not serve ${page.route} within ${seconds(firstPageTimeoutMs)}`);
      // The dev server holds a request until the first compilation is done.
      const response = await tab.goto(url, {timeout: 300_000}).catch(() => null);
      if (response?.ok()) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await tab.locator('article h1').waitFor({timeout: 300_000});
    const firstPage = performance.now() - started;
    const firstPageCpu = server.pid === undefined ? NaN : cpuSeconds(server.pid);

    const times: number[] = [];
    for (let save = 1; save <= saves; save += 1) {
      const marker = `Saved edit number ${String(save)} of the speed check.`;
      const saved = performance.now();
      writeFileSync(page.file, `${original}\n${marker}\n`);
      await tab.getByText(marker).waitFor({timeout: 60_000});
      times.push(performance.now() - saved);
    }
    console.log(`npm start (${cold ? 'cold' : 'warm'}) in ${siteDir}: first page ${seconds(firstPage)} (server CPU ${firstPageCpu.toFixed(1)} s); save to screen median ${seconds(median(times))} (${times.map(seconds).join(', ')})`);
  } finally {
    writeFileSync(page.file, original);
    await browser.close();
    if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
