/**
 * Renders the app icons that a phone shows for the installed guide (static/img/app-icon-*.png, listed
 * in src/plugins/offline-reading/webManifest.ts): the logo's glyph on a full-bleed tile of its colour,
 * inside the safe zone of a maskable icon, so one image serves launchers that crop and those that
 * don't. Run it by hand after changing the logo, and commit the PNGs: `npm run render:app-icons`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../playwright.config';
import {appIcons, themeColor} from '../src/plugins/offline-reading/webManifest';

const logo = readFileSync(path.resolve('static', 'img', 'logo.svg'), 'utf8');
/** The glyph's share of the tile: a maskable icon's safe zone is the central 80% circle. */
const glyphShare = 0.75;

async function main(): Promise<void> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    for (const {file, size} of appIcons) {
      const page = await browser.newPage({
        viewport: {width: size, height: size},
        deviceScaleFactor: 1,
      });
      const glyph = Math.round(size * glyphShare);
      await page.setContent(
        `<!doctype html><html><body style="margin:0;width:${String(size)}px;height:${String(size)}px;display:grid;place-items:center;background:${themeColor}">` +
          `<div style="width:${String(glyph)}px;height:${String(glyph)}px">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`,
      );
      const output = path.resolve('static', file);
      await page.screenshot({
        path: output,
        type: 'png',
        clip: {x: 0, y: 0, width: size, height: size},
      });
      console.log(`Wrote ${path.relative(process.cwd(), output)}: ${String(size)}×${String(size)}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
