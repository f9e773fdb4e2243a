/**
 * What `npm run check:diagrams` and `npm run render:diagrams` compare: the renders the site's
 * mermaid blocks need (src/remark/diagramRenders.ts) against the files in static/diagrams/.
 */
import {
  colourModeNames,
  diagramKey,
  readDiagramText,
  renderCommand,
  renderFileName,
  rendersDir,
  type ColourMode,
} from '../../src/remark/diagramRenders';
import type {DiagramBlock} from './diagramSources';

export interface PlannedRender {
  readonly fileName: string;
  readonly key: string;
  readonly mode: ColourMode;
  readonly source: string;
  /** The blocks that show it: the same diagram on two pages shares its renders. */
  readonly blocks: readonly DiagramBlock[];
}

export function where(block: DiagramBlock): string {
  return `${block.file}:${String(block.line)}`;
}

/** Blocks without their accTitle and accDescr lines, one message each. */
export function textProblems(blocks: readonly DiagramBlock[]): string[] {
  return blocks.flatMap((block) => {
    const text = readDiagramText(block.source);
    return text.ok ? [] : [`${where(block)}: ${text.problem}`];
  });
}

/** The render files the blocks need, by file name. */
export function plannedRenders(
  blocks: readonly DiagramBlock[],
  mermaidVersion: string,
): Map<string, PlannedRender> {
  const planned = new Map<string, PlannedRender>();
  for (const block of blocks) {
    const key = diagramKey(block.source, mermaidVersion);
    for (const mode of colourModeNames) {
      const fileName = renderFileName(key, mode);
      const known = planned.get(fileName);
      planned.set(fileName, {
        fileName,
        key,
        mode,
        source: block.source,
        blocks: [...(known?.blocks ?? []), block],
      });
    }
  }
  return planned;
}

/** Files of static/diagrams/ that no block needs: left over from a changed or deleted diagram. */
export function unusedRenders(
  planned: ReadonlyMap<string, PlannedRender>,
  existing: readonly string[],
): string[] {
  return existing.filter((name) => !planned.has(name)).sort();
}

/** Everything wrong between the blocks and the renders, one message a line, or nothing. */
export function diagramProblems(
  blocks: readonly DiagramBlock[],
  existing: readonly string[],
  mermaidVersion: string,
): string[] {
  // A block without its text alternative can't be rendered: its missing render isn't news.
  const renderable = blocks.filter((block) => readDiagramText(block.source).ok);
  const planned = plannedRenders(blocks, mermaidVersion);
  const present = new Set(existing);
  const missing = [...plannedRenders(renderable, mermaidVersion).values()]
    .filter((render) => !present.has(render.fileName))
    .map(
      (render) =>
        `${render.blocks.map(where).join(', ')}: the ${render.mode} render ${rendersDir}/${render.fileName} is missing or stale. Run ${renderCommand} and commit ${rendersDir}/.`,
    );
  const unused = unusedRenders(planned, existing).map(
    (name) =>
      `${rendersDir}/${name}: no mermaid block uses this render any more. Run ${renderCommand} to remove it.`,
  );
  return [...textProblems(blocks), ...missing, ...unused];
}
