/**
 * Renders the social card, static/img/social-card.png, that link previews show (og:image and
 * twitter:image; previews don't take SVG). Run it by hand after changing the template
 * (scripts/social-card/card.svg), the logo or the site's title or tagline (src/config/site.ts), and
 * commit the PNG: `npm run render:social-card`. It fails if the PNG isn't 1200×630 or reaches 100 KB.
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../playwright.config';
import {siteTagline, siteTitle} from '../src/config/site';
import {cardSize, fillCardTemplate} from './lib/socialCard';

const templateFile = path.resolve('scripts', 'social-card', 'card.svg');
const logoFile = path.resolve('static', 'img', 'logo.svg');
const outputFile = path.resolve('static', 'img', 'social-card.png');
const maxBytes = 100 * 1024;

async function main(): Promise<void> {
  const svg = fillCardTemplate(readFileSync(templateFile, 'utf8'), readFileSync(logoFile, 'utf8'), {
    title: siteTitle,
    tagline: siteTagline,
  });
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const page = await browser.newPage({viewport: cardSize, deviceScaleFactor: 1});
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
    const png = await page.screenshot({
      path: outputFile,
      type: 'png',
      clip: {x: 0, y: 0, ...cardSize},
    });
    // A PNG's IHDR chunk holds its width and height at bytes 16 and 20.
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    const bytes = statSync(outputFile).size;
    console.log(
      `Wrote ${path.relative(process.cwd(), outputFile)}: ${String(width)}×${String(height)}, ${(bytes / 1024).toFixed(1)} KB`,
    );
    if (width !== cardSize.width || height !== cardSize.height)
      throw new Error('The card is not 1200×630');
    if (bytes >= maxBytes)
      throw new Error(
        'The card must stay under 100 KB: simplify the template (flat colours compress best)',
      );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
