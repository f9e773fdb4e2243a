/**
 * Fails when a ```mermaid block lacks its accTitle and accDescr lines, when its render in
 * static/diagrams/ is missing or stale (the block changed since it was rendered), or when a render
 * has no block any more; each message names the page and line, and the command that fixes it.
 * Needs no browser: `npm run check:diagrams`, early in `npm test`.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {readMermaidVersion, rendersDir} from '../src/remark/diagramRenders';
import {diagramProblems} from './lib/diagramCheck';
import {findDiagramBlocks} from './lib/diagramSources';

const siteDir = path.resolve('.');

function renderFiles(): string[] {
  try {
    return readdirSync(path.join(siteDir, rendersDir)).filter((name) => name.endsWith('.svg'));
  } catch {
    return [];
  }
}

const blocks = findDiagramBlocks(siteDir);
const problems = diagramProblems(blocks, renderFiles(), readMermaidVersion(siteDir));
if (problems.length > 0) {
  console.error(`Diagrams: ${String(problems.length)} problem(s)\n${problems.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(
    `Diagrams: ${String(blocks.length)} mermaid blocks, every render in ${rendersDir}/ up to date.`,
  );
}
