/**
 * How fast the writers' live-reload server is (./lib/devServerStart.ts): first page, then the median
 * of five saves to screen. `--cold` clears Docusaurus's generated files and the bundler's persistent
 * cache first.
 * Usage: `npm run measure:start -- [--cold] [--site <dir>] [--port 3100]`. MEASUREMENTS.md quotes it;
 * `npm test` runs it cold (`check:start`), which fails if the server never shows the page or a save.
 */
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../playwright.config';
import {measureStart, median, seconds} from './lib/devServerStart';

const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};

async function main(): Promise<void> {
  const siteDir = path.resolve(option('--site') ?? '.');
  const port = Number(option('--port') ?? 3100);
  const cold = process.argv.includes('--cold');
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`--port: expected a port number, got ${String(option('--port'))}`);
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const {firstPageMs, firstPageCpuSeconds, saveMs} = await measureStart(browser, {
      siteDir,
      port,
      cold,
      saves: 5,
    });
    console.log(
      `npm start (${cold ? 'cold' : 'warm'}) in ${siteDir}: first page ${seconds(firstPageMs)} (server CPU ${firstPageCpuSeconds.toFixed(1)} s); save to screen median ${seconds(median(saveMs))} (${saveMs.map(seconds).join(', ')})`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
