/**
 * Renders every ```mermaid block of the site's Markdown to static SVG, one file per colour mode in
 * static/diagrams/ (src/remark/diagramRenders.ts names them), with the pinned `mermaid` package in
 * Debian's Chromium; removes the renders no block uses any more. Run it after adding or changing a
 * diagram and commit static/diagrams/: `npm run render:diagrams`. Renders that are up to date are
 * kept, so a second run renders nothing and needs no browser. It fails, writing nothing for the
 * diagram, when a block lacks its accTitle and accDescr, Mermaid can't draw it, a label sticks out
 * of its box or the SVG would load anything. The pages of the diagrams it draws are touched, so a
 * running `npm start` swaps their placeholders for the pictures.
 */
import {existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import type {Mermaid} from 'mermaid';
import {chromiumArgs, chromiumPath} from '../playwright.config';
import {
  colourModes,
  mermaidSettings,
  readMermaidVersion,
  rendersDir,
  type ColourMode,
} from '../src/remark/diagramRenders';
import {
  plannedRenders,
  textProblems,
  unusedRenders,
  where,
  type PlannedRender,
} from './lib/diagramCheck';
import {findDiagramBlocks} from './lib/diagramSources';
import {selfContainedProblems, sizeSvg} from './lib/mermaidSvg';

const siteDir = path.resolve('.');
const outputDir = path.join(siteDir, rendersDir);
const require = createRequire(import.meta.url);

interface PageResult {
  readonly svg?: string;
  readonly error?: string;
  /** Labels whose text reaches past their box or the picture's edge. */
  readonly clipped: string[];
}

/** Runs in the browser: renders each source with one theme and reports labels that stick out. */
async function renderInPage(input: {
  settings: typeof mermaidSettings;
  theme: string;
  items: {id: string; source: string}[];
}): Promise<PageResult[]> {
  const {mermaid} = window as unknown as {mermaid: Mermaid};
  mermaid.initialize({...input.settings, theme: input.theme as 'default'});
  const results: PageResult[] = [];
  for (const item of input.items) {
    try {
      const {svg} = await mermaid.render(item.id, item.source);
      const holder = document.createElement('div');
      holder.innerHTML = svg;
      document.body.append(holder);
      const root = holder.querySelector('svg');
      if (root === null) throw new Error('no <svg> in the output');
      const edge = root.getBoundingClientRect();
      const outside = (inner: DOMRect, outer: DOMRect): boolean =>
        inner.left < outer.left - 1 ||
        inner.right > outer.right + 1 ||
        inner.top < outer.top - 1 ||
        inner.bottom > outer.bottom + 1;
      const clipped = [...root.querySelectorAll('text')].flatMap((text) => {
        const box = text.getBoundingClientRect();
        const shape = text
          .closest('.node')
          ?.querySelector('.label-container, rect, polygon, circle, ellipse, path');
        const stickingOut =
          box.width > 0 &&
          (outside(box, edge) || (shape ? outside(box, shape.getBoundingClientRect()) : false));
        return stickingOut ? [text.textContent] : [];
      });
      results.push({svg: new XMLSerializer().serializeToString(root), clipped});
      holder.remove();
    } catch (error) {
      results.push({error: error instanceof Error ? error.message : String(error), clipped: []});
    }
  }
  return results;
}

interface Outcome {
  readonly written: number;
  readonly problems: string[];
}

async function renderMode(
  page: Page,
  mode: ColourMode,
  renders: readonly PlannedRender[],
): Promise<Outcome> {
  const items = renders.map((render) => ({id: `diagram-${render.key}`, source: render.source}));
  const results = await page.evaluate(renderInPage, {
    settings: mermaidSettings,
    theme: colourModes[mode],
    items,
  });
  const problems: string[] = [];
  let written = 0;
  renders.forEach((render, index) => {
    const result = results[index];
    const place = render.blocks.map(where).join(', ');
    if (result?.svg === undefined) {
      problems.push(`${place}: Mermaid can't draw the diagram: ${result?.error ?? 'no result'}`);
      return;
    }
    const svg = sizeSvg(result.svg);
    const faults = [
      ...selfContainedProblems(svg),
      ...result.clipped.map(
        (label) =>
          `the label "${label}" sticks out of its box in the ${mode} render: shorten it or break it with <br/>`,
      ),
    ];
    if (faults.length > 0) {
      problems.push(...faults.map((fault) => `${place}: ${fault}`));
      return;
    }
    writeFileSync(path.join(outputDir, render.fileName), `${svg}\n`);
    written += 1;
  });
  return {written, problems};
}

async function renderAll(renders: readonly PlannedRender[]): Promise<Outcome> {
  const browser = await chromium
    .launch({executablePath: chromiumPath, args: chromiumArgs})
    .catch((error: unknown) => {
      throw new Error(
        `Chromium didn't start (npm run setup:browser installs it): ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  try {
    // Wide enough that no diagram is scaled down while its labels are measured.
    const page = await browser.newPage({viewport: {width: 4000, height: 1000}});
    await page.setContent('<!doctype html><html lang="en"><body></body></html>');
    // tsx compiles with esbuild's keepNames, which wraps renderInPage's inner functions in a __name()
    // helper that exists only in Node: give the page one that does nothing.
    await page.addScriptTag({content: 'window.__name = (fn) => fn;'});
    await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});
    let written = 0;
    const problems: string[] = [];
    for (const mode of Object.keys(colourModes) as ColourMode[]) {
      const outcome = await renderMode(
        page,
        mode,
        renders.filter((render) => render.mode === mode),
      );
      written += outcome.written;
      problems.push(...outcome.problems);
    }
    // A diagram Mermaid can't parse fails in both colour modes alike: say so once.
    return {written, problems: [...new Set(problems)]};
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const version = readMermaidVersion(siteDir);
  const installed = (require('mermaid/package.json') as {version: string}).version;
  if (installed !== version)
    throw new Error(
      `mermaid ${installed} is installed but package.json pins ${version}: run npm install`,
    );
  const blocks = findDiagramBlocks(siteDir);
  // A block without its text alternative is reported, not rendered; the others are.
  const invalid = textProblems(blocks);
  const renderable = blocks.filter(
    (block) => !invalid.some((problem) => problem.startsWith(`${where(block)}: `)),
  );

  const planned = plannedRenders(blocks, version);
  mkdirSync(outputDir, {recursive: true});
  const existing = readdirSync(outputDir).filter((name) => name.endsWith('.svg'));
  const missing = [...plannedRenders(renderable, version).values()].filter(
    (render) => !existing.includes(render.fileName),
  );
  const rendered = missing.length > 0 ? await renderAll(missing) : {written: 0, problems: []};
  const {written} = rendered;
  const problems = [...invalid, ...rendered.problems];
  const unused = unusedRenders(planned, existing);
  for (const name of unused) rmSync(path.join(outputDir, name));
  // A running `npm start` compiled these pages with a placeholder for the diagram, and nothing it
  // watches changed since: a new modification time (the content stays) makes it show the pictures.
  const drawnPages = new Set(
    missing
      .filter((render) => existsSync(path.join(outputDir, render.fileName)))
      .flatMap((render) => render.blocks.map((block) => block.file)),
  );
  const now = new Date();
  for (const file of drawnPages) utimesSync(path.join(siteDir, file), now, now);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${String(blocks.length)} diagrams, ${String(planned.size)} renders in ${rendersDir}/: ${String(written)} rendered, ` +
      `${String([...planned.keys()].filter((name) => existing.includes(name)).length)} already up to date, ${String(unused.length)} unused removed, in ${seconds} s.`,
  );
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
