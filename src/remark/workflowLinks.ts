/**
 * Remark plugin: the way back from a page to the workflows that send readers to it, derived from the
 * workflow pages' steps tables (workflowSteps.ts), so no writer keeps it by hand:
 * - a page that a workflow step links to says, after its introduction, which workflow and step it is
 *   part of, with a link to that workflow's steps;
 * - a module's About page gets a "Workflows" section, before "Connections with other modules", that
 *   lists the workflows with a step in the module.
 * It runs before Docusaurus's own plugins (docusaurus.config.ts, beforeDefaultRemarkPlugins), so the
 * new heading gets its anchor and its place in the table of contents, and the build checks the new
 * links like any other. The workflows are read once per build: `npm start` shows a changed steps
 * table on other pages after a restart.
 */
import path from 'node:path';
import type {List, ListItem, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {Plugin} from 'unified';
import {
  moduleFolderOf,
  readWorkflows,
  stepsAnchor,
  stepsLeadingTo,
  workflowsOfModule,
  type StepReference,
  type Workflow,
} from './workflowSteps';

export interface WorkflowLinksOptions {
  /** The docs folder, which holds Workflows/. */
  readonly docsDir: string;
}

/** The heading of the section added to About pages. */
export const aboutSectionHeading = 'Workflows';
/** About pages get the section before this heading, or before Related pages, or at the end. */
const aboutSectionBefore = ['Connections with other modules', 'Related pages'];

/** "1", "1 and 2", "1, 2 and 4", "1 to 7": a run of three or more numbers in a row reads as a range. */
export function listNumbers(numbers: readonly number[]): string {
  const runs: number[][] = [];
  for (const number of numbers) {
    const run = runs.at(-1);
    if (run !== undefined && run.at(-1) === number - 1) run.push(number);
    else runs.push([number]);
  }
  const words = runs.flatMap((run) =>
    run.length >= 3 ? [`${String(run[0])} to ${String(run.at(-1))}`] : run.map(String),
  );
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

function stepsPhrase(steps: readonly number[]): string {
  return `${steps.length === 1 ? 'step' : 'steps'} ${listNumbers(steps)}`;
}

/** A relative link from one docs file to another, as writers write them (`%20` for spaces). */
function relativeLink(from: string, to: string, anchor = ''): string {
  const relative = path
    .relative(path.dirname(from), to)
    .split(path.sep)
    .map(encodeURIComponent)
    .join('/');
  return anchor === '' ? relative : `${relative}#${anchor}`;
}

function text(value: string): PhrasingContent {
  return {type: 'text', value};
}

function workflowLink(from: string, workflow: Workflow, anchor = ''): PhrasingContent {
  return {
    type: 'link',
    url: relativeLink(from, workflow.file, anchor),
    children: [text(workflow.title)],
  };
}

/** "Part of a workflow: step 4 of Run the monthly fee cycle." */
export function partOfWorkflowParagraph(
  page: string,
  references: readonly StepReference[],
): Paragraph {
  const children: PhrasingContent[] = [
    {
      type: 'strong',
      children: [text(references.length === 1 ? 'Part of a workflow:' : 'Part of workflows:')],
    },
  ];
  references.forEach((reference, index) => {
    children.push(
      text(
        `${index === 0 ? ' ' : index === references.length - 1 ? ' and ' : ', '}${stepsPhrase(reference.steps)} of `,
      ),
    );
    children.push(workflowLink(page, reference.workflow, stepsAnchor));
  });
  children.push(text('.'));
  return {type: 'paragraph', data: {hProperties: {className: ['workflow-steps']}}, children};
}

/** The About page's section: a heading, a sentence and one bullet per workflow. */
export function aboutSection(page: string, references: readonly StepReference[]): RootContent[] {
  const items: ListItem[] = references.map((reference) => ({
    type: 'listItem',
    spread: false,
    children: [
      {
        type: 'paragraph',
        children: [
          workflowLink(page, reference.workflow),
          text(`: ${stepsPhrase(reference.steps)}.`),
        ],
      },
    ],
  }));
  const list: List = {type: 'list', ordered: false, spread: false, children: items};
  return [
    {type: 'heading', depth: 2, children: [text(aboutSectionHeading)]},
    {
      type: 'paragraph',
      children: [
        text('Workflows walk through a whole job across modules. This module has a part in these:'),
      ],
    },
    list,
  ];
}

function headingText(node: RootContent): string | undefined {
  if (node.type !== 'heading' || node.depth !== 2) return undefined;
  return node.children.map((child) => ('value' in child ? child.value : '')).join('');
}

function insertAboutSection(tree: Root, section: RootContent[]): void {
  for (const before of aboutSectionBefore) {
    const index = tree.children.findIndex((node) => headingText(node) === before);
    if (index !== -1) {
      tree.children.splice(index, 0, ...section);
      return;
    }
  }
  tree.children.push(...section);
}

const remarkWorkflowLinks: Plugin<[WorkflowLinksOptions], Root> = (options) => {
  const workflows = readWorkflows(options.docsDir);
  return (tree, file) => {
    if (file.path === '') return;
    const page = path.resolve(file.path);
    const moduleFolder = moduleFolderOf(options.docsDir, page);
    if (moduleFolder !== undefined && page === path.join(moduleFolder, 'about.md')) {
      const references = workflowsOfModule(options.docsDir, workflows, moduleFolder);
      if (references.length > 0) insertAboutSection(tree, aboutSection(page, references));
    }
    const references = stepsLeadingTo(workflows, page);
    if (references.length === 0) return;
    // After the introduction: the first paragraph of the page (imports and the like come before it).
    const intro = tree.children.findIndex((node) => node.type === 'paragraph');
    tree.children.splice(intro + 1, 0, partOfWorkflowParagraph(page, references));
  };
};

export default remarkWorkflowLinks;
