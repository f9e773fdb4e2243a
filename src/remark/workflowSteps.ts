/**
 * The guide's workflows (docs/Workflows/) as data: each workflow page's "Steps and who does them"
 * table, read once, says which page every step sends the reader to. That table is the one place a
 * writer states it; the remark plugin (workflowLinks.ts) derives from it the way back: a step's page
 * names the workflow and its step, and a module's About page lists the workflows its module takes
 * part in.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

/** The heading of a workflow page's steps table (CONTRIBUTING.md, "Write the page"). */
export const stepsHeading = 'Steps and who does them';
/** Its anchor, which the way back links to. */
export const stepsAnchor = 'steps-and-who-does-them';

export interface WorkflowStep {
  /** The number the step has in its table. */
  readonly number: number;
  /** Absolute paths of the Markdown files the step's row links to. */
  readonly pages: readonly string[];
}

export interface Workflow {
  /** Absolute path of the workflow page. */
  readonly file: string;
  readonly title: string;
  readonly steps: readonly WorkflowStep[];
}

/** The front matter's title, or undefined. */
function titleOf(markdown: string): string | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(markdown)?.[1] ?? '';
  return /^title:\s*(.+)$/m
    .exec(frontMatter)?.[1]
    ?.trim()
    .replace(/^(['"])(.*)\1$/, '$2');
}

/** The rows of the table under the steps heading, as lines. */
function stepsTableRows(markdown: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${stepsHeading}`);
  if (start === -1) return [];
  const rows: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (line.startsWith('|')) rows.push(line);
    else if (rows.length > 0 && line.trim() !== '') break;
  }
  // The header row and the separator row.
  return rows.slice(2);
}

/** Reads one workflow page; undefined when it has no steps table (such as the section's About page). */
export function parseWorkflow(file: string, markdown: string): Workflow | undefined {
  const rows = stepsTableRows(markdown);
  if (rows.length === 0) return undefined;
  const title = titleOf(markdown);
  if (title === undefined)
    throw new Error(`${file}: a workflow page needs a title in its front matter`);
  const steps = rows.flatMap((row): WorkflowStep[] => {
    const number = Number(/^\|\s*(\d+)\./.exec(row)?.[1]);
    if (!Number.isInteger(number)) return [];
    const targets = [...row.matchAll(/\]\(([^)#\s]+\.mdx?)(?:#[^)\s]*)?\)/g)].map(
      (match) => match[1] ?? '',
    );
    const pages = [
      ...new Set(targets.map((target) => path.resolve(path.dirname(file), decodeURI(target)))),
    ];
    return [{number, pages}];
  });
  return {file, title, steps};
}

/** Every workflow of a docs folder's Workflows/ section, in file name order. */
export function readWorkflows(docsDir: string): Workflow[] {
  const dir = path.join(docsDir, 'Workflows');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      const workflow = parseWorkflow(file, readFileSync(file, 'utf8'));
      return workflow === undefined ? [] : [workflow];
    });
}

export interface StepReference {
  readonly workflow: Workflow;
  /** The step numbers of this workflow that send the reader to the page, in order. */
  readonly steps: readonly number[];
}

/** The workflows and steps that send the reader to a page (its absolute path). */
export function stepsLeadingTo(workflows: readonly Workflow[], page: string): StepReference[] {
  return workflows.flatMap((workflow) => {
    const steps = workflow.steps
      .filter((step) => step.pages.includes(page))
      .map((step) => step.number);
    return steps.length === 0 ? [] : [{workflow, steps}];
  });
}

/** The module folder (docs/Modules/<Module>) a page belongs to, or undefined. */
export function moduleFolderOf(docsDir: string, page: string): string | undefined {
  const [section, module] = path.relative(docsDir, page).split(path.sep);
  return section === 'Modules' && module !== undefined && !module.endsWith('.md')
    ? path.join(docsDir, section, module)
    : undefined;
}

/** The workflows with a step in a module folder, with those steps' numbers. */
export function workflowsOfModule(
  docsDir: string,
  workflows: readonly Workflow[],
  moduleFolder: string,
): StepReference[] {
  return workflows.flatMap((workflow) => {
    const steps = workflow.steps
      .filter((step) => step.pages.some((page) => moduleFolderOf(docsDir, page) === moduleFolder))
      .map((step) => step.number);
    return steps.length === 0 ? [] : [{workflow, steps}];
  });
}
