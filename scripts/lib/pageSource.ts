/**
 * A guide page's source as the content checks read it, and what they report: shared by the rules of
 * contentRules.ts, linkNameRules.ts, linkRules.ts and sidebarRules.ts.
 */

export interface PageSource {
  /** Path relative to docs/, for example `Modules/Library/about.md`. */
  readonly path: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
  /** Markdown after the front matter. */
  readonly body: string;
  /** Line of the file where the body starts, so findings name file lines (1 when there's no front matter). */
  readonly firstBodyLine?: number;
  /** Line of the file of each front-matter field, so findings about a field name its line. */
  readonly frontMatterLines?: Readonly<Record<string, number>>;
}

export interface Finding {
  /** The page (or folder) the finding is about, relative to docs/: what `lint:content -- <path>` scopes by. */
  readonly path: string;
  /** The file to change, relative to the repository, when it isn't the page: `writing/routes.txt`, `src/sidebar/groups.ts`. */
  readonly file?: string;
  /** Line of that file: where the problem is, or where the fix goes; 1 when nothing narrower fits. */
  readonly line: number;
  /** What is wrong and what to change. */
  readonly message: string;
}

/** `<file>:<line>: <message>`, the form editors and terminals turn into a link to the line. */
export function formatFinding({path: page, file, line, message}: Finding): string {
  return `${file ?? `docs/${page}`}:${String(line)}: ${message}`;
}

/** The line of a page's front-matter field, or 1 (the front matter's start) when the field is missing. */
export function fieldLine(page: PageSource, field: string): number {
  return page.frontMatterLines?.[field] ?? 1;
}

/** The Markdown without its fenced code blocks, whose lines are not prose, headings or links. */
export function withoutCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}
