/**
 * What a diagram's render is, shared by the three parts of the diagram pipeline so that they agree
 * on names: writers write Mermaid in ```mermaid blocks; `npm run render:diagrams`
 * (scripts/render-diagrams.ts) renders each block in Chromium to one SVG per colour mode under
 * static/diagrams/, named by a hash of the block, the Mermaid version and the settings below; the
 * build (src/remark/mermaidFigures.ts) shows those files; `npm run check:diagrams` fails when one
 * is missing or no block uses it. Runs in Node.js at build time.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Where renders are written, relative to the site directory; served at baseUrl + rendersUrlPath. One
 * folder under static/ rather than beside each page: docs/ keeps only what writers write, the figure
 * points at a plain URL with no bundler step, the check lists one folder, and a diagram shown on two
 * pages has one pair of files. The names are content hashes, so a server may cache them for good.
 */
export const rendersDir = 'static/diagrams';
export const rendersUrlPath = 'diagrams/';

/** The command that re-makes the renders: every message about a render names it. */
export const renderCommand = 'npm run render:diagrams';

/** The folders whose Markdown the docs, blog and pages plugins compile (their default paths). */
export const diagramSourceDirs = ['docs', 'blog', 'src/pages'] as const;

/** One render per colour mode, with the Mermaid theme that suits it. */
export const colourModes = {light: 'default', dark: 'dark'} as const;
export type ColourMode = keyof typeof colourModes;
export const colourModeNames = Object.keys(colourModes) as ColourMode[];

/**
 * The settings of `mermaid.initialize` for every diagram, less the theme. A render is an <img>, so
 * it can't load a font and HTML labels in <foreignObject> wouldn't show everywhere: labels are SVG
 * text in the system fonts the pages use. Ids are derived from the source, so a render is the same
 * file every time.
 */
export const mermaidSettings = {
  startOnLoad: false,
  securityLevel: 'strict',
  deterministicIds: true,
  htmlLabels: false,
  flowchart: {htmlLabels: false},
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, "Noto Sans", "DejaVu Sans", Arial, sans-serif',
} as const;

/** Bump when scripts/render-diagrams.ts changes what it writes, so that every render is re-made. */
const renderFormat = 1;

/** Line endings as the parser gives them on every system. */
function normaliseSource(source: string): string {
  return source.replace(/\r\n?/g, '\n').trimEnd();
}

/** The pinned Mermaid version (exact, in package.json): part of every render's name. */
export function readMermaidVersion(siteDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  const version = manifest.devDependencies?.mermaid;
  if (version === undefined || !/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error(
      `package.json must pin mermaid to an exact version in devDependencies (found ${version ?? 'none'}): renders are named by it`,
    );
  }
  return version;
}

/** The render's name: 16 hex digits of a SHA-256 of everything that shapes the picture. */
export function diagramKey(source: string, mermaidVersion: string): string {
  const inputs = {
    source: normaliseSource(source),
    mermaidVersion,
    mermaidSettings,
    colourModes,
    renderFormat,
  };
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 16);
}

export function renderFileName(key: string, mode: ColourMode): string {
  return `${key}-${mode}.svg`;
}

/** The text alternative of a diagram, from its accTitle and accDescr lines. */
export interface DiagramText {
  readonly title: string;
  readonly description: string;
}

export type DiagramTextResult =
  {readonly ok: true; readonly text: DiagramText} | {readonly ok: false; readonly problem: string};

const missingLines =
  'a diagram must begin, after its type line (such as "flowchart TD"), with "accTitle: <short title>" and "accDescr: <what it shows>" (or "accDescr { ... }" over several lines)';

/**
 * Reads the accTitle and accDescr statements that must follow the diagram's type line, in either
 * order (blank lines and %% comments aside). They become the figure's caption and alt text.
 */
export function readDiagramText(source: string): DiagramTextResult {
  const lines = normaliseSource(source)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('%%'));
  const found: {title?: string; description?: string} = {};
  let index = 1;
  while (index < lines.length && (found.title === undefined || found.description === undefined)) {
    const line = lines[index] ?? '';
    const title = /^accTitle\s*:(.*)$/.exec(line);
    const description = /^accDescr\s*:(.*)$/.exec(line);
    if (title && found.title === undefined) {
      found.title = (title[1] ?? '').trim();
    } else if (description && found.description === undefined) {
      found.description = (description[1] ?? '').trim();
    } else if (/^accDescr\s*\{/.test(line) && found.description === undefined) {
      const block: string[] = [line.replace(/^accDescr\s*\{/, '')];
      while (!(block.at(-1) ?? '').includes('}') && index + 1 < lines.length)
        block.push(lines[++index] ?? '');
      const text = block.join(' ');
      if (!text.includes('}'))
        return {ok: false, problem: 'the "accDescr {" block has no closing "}"'};
      found.description = text.slice(0, text.indexOf('}')).trim();
    } else {
      break;
    }
    index += 1;
  }
  if (found.title === undefined || found.description === undefined) {
    const absent = [
      found.title === undefined ? 'accTitle' : '',
      found.description === undefined ? 'accDescr' : '',
    ].filter(Boolean);
    return {ok: false, problem: `no ${absent.join(' and no ')}: ${missingLines}`};
  }
  if (found.title === '' || found.description === '') {
    return {
      ok: false,
      problem: `an empty ${found.title === '' ? 'accTitle' : 'accDescr'}: readers who can't see the diagram get this text instead`,
    };
  }
  return {ok: true, text: {title: found.title, description: found.description}};
}

/** The displayed size of a render, from the width and height of its root <svg>. */
export function readSvgSize(svg: string): {width: number; height: number} | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? {width, height} : undefined;
}
