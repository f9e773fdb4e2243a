/**
 * Runs axe-core on every page of the built site in light and dark mode, and fails on any finding of
 * any impact (minor, moderate, serious or critical). Pages: the built sitemap's URLs, the not-found
 * page and a search results page.
 * Pages are visited section by section (see sectionOf): the first page of a section with a full load,
 * the others as a reader's click on a link opens them, by the router in the same document, which
 * must show the heading the built page has. That keeps axe loaded and compiled from one page to the
 * next, and the app's scripts from running again, several times faster than loading every page.
 * Each page is checked in the mode it opens in, then the colour toggle switches the mode, as a
 * reader would (React re-renders what depends on the mode, such as code blocks), the new colours are
 * confirmed, and axe's colour rules run again. In both modes the colour rules run on a page only if
 * it shows a colour pairing no page before it showed (most pages share their template's pairings;
 * see unseenPairings). One browser, two pages in parallel (A11Y_WORKERS), prefetching off, and V8
 * on one thread in each page (singleThreadedV8).
 * The build is served by nginx with the repository's configuration (scripts/lib/buildServer.ts), so
 * the same visits also fail on any Content-Security-Policy violation, in both modes, search included.
 * Usage, after `npm run build` with the default BASE_URL: `npm run check:a11y`.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import axe, {type AxeResults, type RunOptions} from 'axe-core';
import {chromium, type Browser, type Page} from '@playwright/test';
import {chromiumArgs, chromiumPath, singleThreadedV8} from '../playwright.config';
import {
  colourRules,
  firstHeading,
  formatGroups,
  groupBySection,
  groupFindings,
  looksLike,
  pagesToVisit,
  unseenPairings,
  type ColorMode,
  type Finding,
  type PageColors,
} from './lib/a11yReport';
import {notFoundPage, searchResultsPage} from './lib/samplePages';
import {parseSitemap} from './lib/seoChecks';
import {startBuildServer} from './lib/buildServer';
import {readPrintSections} from '../src/plugins/print-sections/sections';
import {isCspViolation, reportViolationsScript} from './lib/cspViolations';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const workers = Number(process.env.A11Y_WORKERS ?? 2);
/** The not-found page, as a reader reaches it (status 404), a search with results and the documents to print. */
const printRoutes = readPrintSections(path.resolve('docs')).map((section) => section.route);
const extraPages = [notFoundPage, searchResultsPage, ...printRoutes];
/** Transitions would let axe read colours halfway between the two modes. */
const noTransitions =
  '*, *::before, *::after { transition: none !important; animation: none !important; }';

/**
 * axe-core straight in the page, injected once a document: AxeBuilder (@axe-core/playwright) opens
 * an extra page and injects axe twice on every run, which made the check several times slower.
 * Only violations are collected. The site has no iframes.
 * Which rules run: in the mode a page is first checked in, every rule; in the other mode, which
 * changes colours only, the colour rules (names, roles, landmarks and headings were checked on the
 * same DOM). In either
 * mode the colour rules, about half of axe's time on a long page, run only when the page shows a
 * colour pairing that no page before it showed in that mode (see unseenPairings).
 */
function axeOptions(allRules: boolean, colours: boolean): RunOptions | undefined {
  const enabled = Object.fromEntries(colourRules.map((rule) => [rule, {enabled: colours}]));
  if (allRules) return {resultTypes: ['violations'], rules: enabled};
  return colours
    ? {resultTypes: ['violations'], runOnly: {type: 'rule', values: colourRules}}
    : undefined;
}

/** Colour pairings the colour rules have checked, in each mode, on any page so far. */
const checkedPairings: Record<ColorMode, Set<string>> = {light: new Set(), dark: new Set()};
/** Pages whose colour rules didn't run, in each mode, because they showed only checked pairings. */
const colourChecksSkipped: Record<ColorMode, number> = {light: 0, dark: 0};

async function axeFindings(
  page: Page,
  route: string,
  mode: ColorMode,
  allRules: boolean,
): Promise<Finding[]> {
  const colours = unseenPairings(checkedPairings[mode], await colourPairings(page)).length > 0;
  if (!colours) colourChecksSkipped[mode] += 1;
  const options = axeOptions(allRules, colours);
  if (options === undefined) return [];
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (options) =>
      (
        window as unknown as {
          axe: {run: (context: Document, options: RunOptions) => Promise<AxeResults>};
        }
      ).axe.run(document, options),
    options,
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    route,
    mode,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

/**
 * Every colour pairing on the page (see unseenPairings): for each piece of visible text and each form
 * field, its colour, the background colours and images beneath it up to the first opaque one, the
 * opacity of those layers, its size, weight and shadow, and for a link its underline and the colour
 * of the text around it.
 */
async function colourPairings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // (No helper function in here: tsx would wrap it in a __name() the page doesn't have.)
    const pairings = new Set<string>();
    const elements = new Set<Element>(document.querySelectorAll('input, textarea, select, button'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (node.parentElement !== null && (node.textContent ?? '').trim() !== '')
        elements.add(node.parentElement);
    }
    for (const element of elements) {
      if (!element.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
      const style = getComputedStyle(element);
      const layers: string[] = [];
      for (let layer: Element | null = element; layer !== null; layer = layer.parentElement) {
        const layerStyle = getComputedStyle(layer);
        if (layerStyle.opacity !== '1') layers.push(`opacity ${layerStyle.opacity}`);
        if (layerStyle.backgroundImage !== 'none') layers.push(layerStyle.backgroundImage);
        if (!/^rgba\(.*,\s*0\)$/.test(layerStyle.backgroundColor)) {
          layers.push(layerStyle.backgroundColor);
          if (!layerStyle.backgroundColor.startsWith('rgba')) break;
        }
      }
      const link = element.closest('a');
      const linkContext = link?.parentElement
        ? `${getComputedStyle(link).textDecorationLine} in ${getComputedStyle(link.parentElement).color}`
        : '';
      pairings.add(
        [
          style.color,
          layers.join(' over '),
          style.fontSize,
          style.fontWeight,
          style.textShadow,
          linkContext,
        ].join(' | '),
      );
    }
    return [...pairings];
  });
}

async function colors(page: Page): Promise<PageColors> {
  return page.evaluate(() => {
    // Infima paints the background on <html> in dark mode and leaves it transparent in light mode.
    const body = getComputedStyle(document.body);
    const html = getComputedStyle(document.documentElement);
    // (No helper function in here: tsx would wrap it in a __name() the page doesn't have.)
    const bodyIsTransparent = /rgba\(.*,\s*0\)$/.test(body.backgroundColor);
    return {
      text: body.color,
      background: bodyIsTransparent ? html.backgroundColor : body.backgroundColor,
    };
  });
}

/** The mode the page shows now: every page opens in light mode, and the toggle alternates it. */
const otherMode = (mode: ColorMode): ColorMode => (mode === 'light' ? 'dark' : 'light');

/**
 * Opens a page with a full load, in light mode, hydrated and with transitions off. A section's
 * document to print (src/plugins/print-sections) is static, with no script and no dark mode.
 */
async function loadPage(page: Page, origin: string, route: string): Promise<void> {
  if (printRoutes.includes(route)) {
    await page.goto(`${origin}${route}`);
    return;
  }
  // Scripts run after the render-blocking stylesheet, so a hydrated page has its styles; images
  // and other late resources don't matter to axe.
  await page.goto(`${origin}${route}`, {waitUntil: 'domcontentloaded'});
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  if (route.startsWith('/search?')) {
    // A query's results come from the local index, fetched on load; /search alone shows the form.
    await page.locator('main article').first().waitFor({timeout: 15_000});
  }
  // A constructed stylesheet, not a <style> element: the Content-Security-Policy would block that.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, noTransitions);
  const light = await colors(page);
  if ((await page.getAttribute('html', 'data-theme')) !== 'light' || !looksLike('light', light)) {
    throw new Error(`${route} didn't open in light mode (${JSON.stringify(light)})`);
  }
}

/**
 * Opens a page as a reader's click on a link does: the router renders it in the same document, in
 * the mode the last page was left in. Done when the page's heading, the one its built HTML has, shows.
 */
async function navigateTo(page: Page, route: string, heading: string): Promise<void> {
  await page.evaluate((route) => {
    for (const shown of document.querySelectorAll('h1')) shown.setAttribute('data-a11y-left', '');
    window.history.pushState(null, '', route);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  try {
    await page.waitForFunction(
      (heading) =>
        [...document.querySelectorAll('h1:not([data-a11y-left])')].some(
          (shown) => shown.textContent.replace(/\s+/g, ' ').trim() === heading,
        ),
      heading,
      {timeout: 15_000},
    );
  } catch {
    throw new Error(`a link to ${route} didn't show its heading "${heading}"`);
  }
}

/** The heading of a built page, or undefined for a page that is reached only by a full load. */
function builtHeading(route: string): string | undefined {
  if (printRoutes.includes(route) || extraPages.includes(route)) return undefined;
  const file = path.join(buildDir, decodeURIComponent(route), 'index.html');
  return existsSync(file) ? firstHeading(readFileSync(file, 'utf8')) : undefined;
}

/**
 * Checks a page in the mode it shows (every rule; the colour rules only on unseen pairings), then
 * switches mode with the toggle, as a reader would (React re-renders what depends on the mode, such
 * as code blocks), confirms the colours changed and runs the colour rules again. Returns the mode
 * the page is left in.
 */
async function checkPage(
  page: Page,
  route: string,
  mode: ColorMode,
  findings: Finding[],
): Promise<ColorMode> {
  if (printRoutes.includes(route)) {
    findings.push(...(await axeFindings(page, route, 'light', true)));
    return mode;
  }
  const shown = await colors(page);
  if (!looksLike(mode, shown))
    throw new Error(`${route}: ${mode} styles didn't apply (${JSON.stringify(shown)})`);
  findings.push(...(await axeFindings(page, route, mode, true)));
  const next = otherMode(mode);
  // The toggle's own click handler, run in the page: Playwright's click first waits for the button
  // to be visible, enabled and still over two frames, about 220 ms a page here, a fifth of this
  // check's time (the button itself is among what axe checks).
  await page
    .getByRole('button', {name: /dark and light mode/})
    .first()
    .evaluate((button: HTMLElement) => {
      button.click();
    });
  await page.locator(`html[data-theme="${next}"]`).waitFor();
  const switched = await colors(page);
  if (!looksLike(next, switched))
    throw new Error(`${route}: ${next} styles didn't apply (${JSON.stringify(switched)})`);
  findings.push(...(await axeFindings(page, route, next, false)));
  return next;
}

interface PoolResult {
  findings: Finding[];
  failures: string[];
  /** Content-Security-Policy violations, as `route: message`. */
  cspViolations: string[];
}

async function runPool(
  browser: Browser,
  origin: string,
  routes: readonly string[],
): Promise<PoolResult> {
  const findings: Finding[] = [];
  const failures: string[] = [];
  const cspViolations: string[] = [];
  let done = 0;
  const sections = groupBySection(routes);
  const worker = async () => {
    // Each worker has its own context: the toggle's stored choice must not leak into another
    // worker's page. Every full load starts in light mode: the stored choice (its key is namespaced
    // by the v4 future flags) is cleared before any script, so the light system preference applies.
    const context = await browser.newContext({
      colorScheme: 'light',
      reducedMotion: 'reduce',
      viewport: {width: 1280, height: 800},
    });
    // It also reports a data saver, as Docusaurus reads it, so pages don't prefetch the routes they
    // link to: nothing a page needs to render, but a lot of work for 2 cores.
    await context.addInitScript(() => {
      localStorage.clear();
      Object.defineProperty(navigator, 'connection', {
        value: {effectiveType: '4g', saveData: true},
      });
    });
    await context.addInitScript(reportViolationsScript);
    const page = await context.newPage();
    let violations: string[] = [];
    page.on('console', (message) => {
      if (isCspViolation(message.text())) violations.push(message.text());
    });
    for (let section = sections.shift(); section !== undefined; section = sections.shift()) {
      // The mode the page shows, or undefined when the next page needs a full load.
      let mode: ColorMode | undefined;
      for (const route of section) {
        violations = [];
        try {
          const heading = builtHeading(route);
          if (mode === undefined || heading === undefined) {
            await loadPage(page, origin, route);
            mode = 'light';
          } else {
            await navigateTo(page, route, heading);
          }
          mode = await checkPage(page, route, mode, findings);
        } catch (error) {
          mode = undefined;
          failures.push(
            `${route}: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}`,
          );
        }
        for (const violation of new Set(violations)) cspViolations.push(`${route}: ${violation}`);
        done += 1;
        if (done % 50 === 0) console.log(`  ${String(done)} of ${String(routes.length)} pages`);
      }
    }
    await context.close();
  };
  await Promise.all(Array.from({length: Math.max(1, workers)}, worker));
  return {findings, failures, cspViolations};
}

async function main(): Promise<void> {
  const sitemapFile = path.join(buildDir, 'sitemap.xml');
  if (!existsSync(sitemapFile))
    throw new Error(`${sitemapFile} is missing: run \`npm run build\` first`);
  const only = process.env.A11Y_ONLY?.split(',').filter(Boolean);
  const routes = only ?? pagesToVisit(parseSitemap(readFileSync(sitemapFile, 'utf8')), extraPages);
  const started = Date.now();
  const server = await startBuildServer(buildDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    // Two pages running axe already keep both cores busy; V8's background threads only contended
    // with them. The whole check on the 2-core machine, idle: 273 s with them, 205 s without; with
    // one core kept busy, 371 s and 270 s. Not for the speed budgets, whose main-thread figures would
    // then include that work.
    args: [...chromiumArgs, singleThreadedV8],
  });
  try {
    console.log(
      `axe on ${String(routes.length)} pages × light and dark, ${String(workers)} in parallel`,
    );
    const {findings, failures, cspViolations} = await runPool(browser, server.origin, routes);
    const seconds = (Date.now() - started) / 1000;
    const groups = groupFindings(findings);
    for (const line of formatGroups(groups)) console.log(line);
    for (const failure of failures) console.log(`could not check ${failure}`);
    for (const violation of cspViolations)
      console.log(`Content-Security-Policy violation on ${violation}`);
    console.log(
      `${String(routes.length)} pages × 2 modes in ${seconds.toFixed(0)} s: ${String(groups.length)} rules with findings; ` +
        `${String(failures.length)} pages not checked; ${String(cspViolations.length)} Content-Security-Policy violations. ` +
        `Colour rules skipped, as every colour pairing was checked on an earlier page: light ${String(colourChecksSkipped.light)} pages, dark ${String(colourChecksSkipped.dark)}.`,
    );
    if (groups.length > 0 || failures.length > 0 || cspViolations.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
