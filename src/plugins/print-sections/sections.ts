/**
 * The guide's printable sections, one place for all who need them: the remark plugin that links a
 * section's document from its first page (src/remark/printSectionLink.ts), the plugin that writes the
 * documents after the build (index.ts) and the accessibility check (scripts/check-a11y.ts).
 * - A workflow (a page of docs/Workflows/ with a steps table, src/remark/workflowSteps.ts) prints as
 *   the workflow page followed by the pages its steps send the reader to, in step order.
 * - A module (a folder of docs/Modules/ with an about.md) prints as every page of its sidebar
 *   category, in sidebar order, starting with the About page.
 * A section's document is served at /print/ followed by the section's docs path.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {readWorkflows} from '../../remark/workflowSteps';

/** Where the documents are written in the build, and served under the base url. */
export const printFolder = 'print';

interface SectionBase {
  /** Docs id of the page that links to the document and opens it: the workflow page or the About page. */
  readonly startDocId: string;
  /** Path of the document under the base url, without a trailing slash: `/print/Modules/Student`. */
  readonly route: string;
}

export interface WorkflowSection extends SectionBase {
  readonly kind: 'workflow';
  /** Docs ids of the pages the steps send the reader to, in step order, each once. */
  readonly stepDocIds: readonly string[];
}

export interface ModuleSection extends SectionBase {
  readonly kind: 'module';
}

export type PrintSection = WorkflowSection | ModuleSection;

/** A docs file's id: its path under docs/ without the extension (the guide sets no `id:`). */
export function docIdOf(docsDir: string, file: string): string {
  return path
    .relative(docsDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '');
}

/** The document's path for a section whose docs path is `Modules/Student` or `Workflows/monthly-fees`. */
export function printRoute(docsPath: string): string {
  return `/${printFolder}/${docsPath}`;
}

/** Every printable section of a docs folder: the workflows in file name order, then the modules. */
export function readPrintSections(docsDir: string): PrintSection[] {
  const workflows = readWorkflows(docsDir).map((workflow): WorkflowSection => {
    const startDocId = docIdOf(docsDir, workflow.file);
    const stepDocIds = workflow.steps.flatMap((step) =>
      step.pages.map((page) => docIdOf(docsDir, page)),
    );
    return {
      kind: 'workflow',
      startDocId,
      route: printRoute(startDocId),
      stepDocIds: [...new Set(stepDocIds)].filter((id) => id !== startDocId),
    };
  });
  const modulesDir = path.join(docsDir, 'Modules');
  const modules = (existsSync(modulesDir) ? readdirSync(modulesDir, {withFileTypes: true}) : [])
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(modulesDir, entry.name, 'about.md')),
    )
    .map((entry) => entry.name)
    .sort()
    .map((name): ModuleSection => ({
      kind: 'module',
      startDocId: `Modules/${name}/about`,
      route: printRoute(`Modules/${name}`),
    }));
  return [...workflows, ...modules];
}
