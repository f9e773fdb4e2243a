/**
 * The rules of the writer's handbook (writing/handbook.md) that a machine can check and the
 * Docusaurus build does not: front matter, length, headings, placeholder text and banned wording.
 * Pure functions over one page's source, so that they are unit-tested with fixture strings and
 * reused by the CLI. Every finding says what to change and, where the problem sits on one line,
 * which line of the file: a writer fixes it without reading this code.
 * Link names are checked in linkNameRules.ts, routes, links and anchors in linkRules.ts.
 */

import {fieldLine, withoutCode, type Finding, type PageSource} from './pageSource';
import {linkedPages, linkTextFindings} from './linkNameRules';

/** A finding before the page's path is attached. */
interface Problem {
  readonly line: number;
  readonly message: string;
}

/** The last line of a page's file: where a section the page must end with goes. */
function lastLine(page: PageSource): number {
  return (page.firstBodyLine ?? 1) + page.body.replace(/\n$/, '').split('\n').length - 1;
}

const requiredFields = [
  'title',
  'description',
  'sidebar_label',
  'sidebar_position',
  'keywords',
] as const;
/** `sidebar_group` places a page in its module's groups (src/sidebar/groups.ts, scripts/lib/sidebarRules.ts). */
const allowedFields: readonly string[] = [...requiredFields, 'sidebar_group'];

/** Minimum body words: the issues ask for 150 on every page and 300 on About pages. */
export const minimumWords = {page: 150, about: 300} as const;

const placeholderPattern = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b/i;

/**
 * Words the handbook forbids in prose, with the reason shown to the writer. Each pattern is matched
 * against prose only: code spans, code blocks, link targets, HTML and bold interface labels (which
 * quote the product model exactly, such as **At our place**) are removed first.
 */
const bannedWording: readonly (readonly [RegExp, string])[] = [
  [/\b(click|clicks|clicked|clicking|tap|taps|tapped)\b/i, 'use "select" for every control'],
  [/\b(log in|log into|login|log out|logout|logged in)\b/i, 'write "sign in" and "sign out"'],
  [/\bplease\b/i, 'no polite filler in instructions'],
  // Case-sensitive for "easy": Easy is a value in the model (a question's difficulty).
  [/\b([Ss]imply|[Jj]ust|easy|[Ee]asily|[Qq]uick|[Qq]uickly)\b/, 'no minimizers'],
  [/\b(powerful|seamless|seamlessly|robust)\b/i, 'no marketing words'],
  [
    /\b(e\.g\.|i\.e\.|etc\.)/i,
    'no Latin abbreviations: write "for example", "that is", "and so on"',
  ],
  [/\bwill\b/i, 'use present tense ("the suite adds", not "will add")'],
  [/\b(we|let's|our)\b/i, 'address the reader as "you"'],
  [/\w!(\s|$)/, 'no exclamation marks'],
];

/** A navigation path uses › between items; `>`, `→` and `/` inside a bold path are wrong. */
const wrongPathSeparator = /\*\*[^*\n]*\s(>|→|\/)\s[^*\n]*\*\*/;

export function wordsOf(markdown: string): number {
  const prose = toProse(markdown);
  return prose.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Removes what is not prose: code, HTML tags, import lines, link targets and Markdown symbols. */
export function toProse(markdown: string): string {
  return markdown
    .replace(/^```[\s\S]*?^```/gm, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_>|[\]]/g, ' ');
}

function frontMatterFindings(page: PageSource): Problem[] {
  const fm = page.frontMatter;
  const problems: Problem[] = [];
  const at = (field: string, message: string) =>
    problems.push({line: fieldLine(page, field), message});
  for (const field of requiredFields) {
    if (!(field in fm))
      problems.push({
        line: 1,
        message: `front matter lacks "${field}": add it (the handbook's "Front matter" shows all five fields)`,
      });
  }
  for (const field of Object.keys(fm)) {
    if (!allowedFields.includes(field)) {
      at(
        field,
        `front matter has "${field}": remove it; only ${allowedFields.join(', ')} are allowed`,
      );
    }
  }
  const {title, description, sidebar_label: label, sidebar_position: position, keywords} = fm;
  if (typeof title === 'string') {
    if (title.length >= 60)
      at('title', `title is ${String(title.length)} characters: shorten it to under 60`);
    if (/[.!?:]$/.test(title))
      at('title', `title ends with "${title.slice(-1)}": remove the end punctuation`);
    if (/\b(overview|introduction)\b/i.test(title))
      at('title', 'title uses "Overview" or "Introduction": name what the page is about');
  } else if ('title' in fm) {
    at('title', 'title is not text: write it as one line of text');
  }
  if (typeof description === 'string') {
    if (description.length < 50 || description.length > 160) {
      at(
        'description',
        `description is ${String(description.length)} characters: write one sentence of 50 to 160`,
      );
    }
    if (!description.endsWith('.'))
      at('description', 'description does not end with a period: add one');
    if (/^this page/i.test(description))
      at('description', 'description starts with "This page": start with what the reader does');
  } else if ('description' in fm) {
    at('description', 'description is not text: write it as one sentence');
  }
  if (typeof label === 'string') {
    const words = label.trim().split(/\s+/).length;
    if (words > 4) at('sidebar_label', `sidebar_label has ${String(words)} words: use 1 to 4`);
  } else if ('sidebar_label' in fm) {
    at('sidebar_label', 'sidebar_label is not text: write 1 to 4 words');
  }
  if ('sidebar_position' in fm && !Number.isInteger(position)) {
    at('sidebar_position', 'sidebar_position is not an integer: use a whole number, such as 3');
  }
  if (Array.isArray(keywords)) {
    if (keywords.length < 3 || keywords.length > 8) {
      at('keywords', `keywords has ${String(keywords.length)} terms: use 3 to 8`);
    }
    const wrong = keywords.filter((k) => typeof k !== 'string' || k !== k.toLowerCase());
    if (wrong.length > 0)
      at(
        'keywords',
        `keywords must be lowercase text: change ${wrong.map((k) => JSON.stringify(k)).join(', ')}`,
      );
  } else if ('keywords' in fm) {
    at('keywords', 'keywords is not a list: write [term one, term two, term three]');
  }
  return problems;
}

/** The body's lines outside code blocks, each with its line number in the file. */
function proseLines(body: string, firstLine: number): {line: number; text: string}[] {
  let inCode = false;
  return body.split('\n').flatMap((text, index) => {
    if (text.startsWith('```')) {
      inCode = !inCode;
      return [];
    }
    return inCode ? [] : [{line: index + firstLine, text}];
  });
}

function headingFindings(page: PageSource): Problem[] {
  const problems: Problem[] = [];
  const lines = proseLines(page.body, page.firstBodyLine ?? 1);
  const headings = lines.flatMap(({line, text}) => {
    const match = /^(#{1,6})\s+(.*)$/.exec(text);
    return match
      ? [{line, level: (match[1] ?? '').length, hashes: match[1] ?? '', text: match[2] ?? ''}]
      : [];
  });
  let previousLevel = 1;
  for (const {line, level, hashes, text} of headings) {
    if (level === 1)
      problems.push({line, message: `"# ${text}": the title is the page heading; use ## and ###`});
    if (level > previousLevel + 1) {
      problems.push({
        line,
        message: `"${hashes} ${text}" skips a heading level: make it ${'#'.repeat(previousLevel + 1)}`,
      });
    }
    if (/[.!?:]$/.test(text))
      problems.push({line, message: `"${text}": remove the end punctuation`});
    if (/^(overview|introduction)$/i.test(text))
      problems.push({line, message: `"${text}": use a heading that says what the section holds`});
    previousLevel = level;
  }
  const last = headings.at(-1);
  if (last?.text !== 'Related pages') {
    problems.push({
      line: lastLine(page),
      message:
        'the last section must be "## Related pages": end the page with it, and 2 to 5 links to related pages',
    });
  } else {
    const links = lines.filter(
      ({line, text}) => line > last.line && /^\s*[-*] \[[^\]]+\]\([^)]+\)/.test(text),
    ).length;
    if (links < 2 || links > 5)
      problems.push({
        line: last.line,
        message: `"Related pages" has ${String(links)} links: use 2 to 5`,
      });
  }
  return problems;
}

/**
 * The handbook's "Every task ends well": a page with a procedure (a numbered list) ends with
 * Troubleshooting, then Next steps, then Related pages. About pages, workflows and the landing pages
 * explain rather than instruct, and are left out.
 */
export const endOfTaskSections = ['Troubleshooting', 'Next steps', 'Related pages'] as const;

function isTaskPage(page: PageSource): boolean {
  if (/(^|\/)about\.mdx?$|^Workflows\/|^(intro|glossary)\.mdx?$/.test(page.path)) return false;
  return /^\d+\.\s/m.test(withoutCode(page.body));
}

function endOfTaskFindings(page: PageSource): Problem[] {
  if (!isTaskPage(page)) return [];
  const sections = proseLines(page.body, page.firstBodyLine ?? 1).flatMap(({line, text}) => {
    const heading = /^##\s+(.*?)\s*$/.exec(text)?.[1];
    return heading === undefined ? [] : [{line, heading}];
  });
  const headings = sections.map(({heading}) => heading);
  const missing = endOfTaskSections.filter((section) => !headings.includes(section));
  if (missing.length > 0) {
    // The missing sections go at the end, before Related pages when the page has it.
    const related = sections.find(({heading}) => heading === 'Related pages');
    return [
      {
        line: related?.line ?? lastLine(page),
        message: `a page with a procedure ends with ${endOfTaskSections.map((section) => `"## ${section}"`).join(', ')}: add ${missing.map((section) => `"## ${section}"`).join(' and ')} (the handbook's "Every task ends well")`,
      },
    ];
  }
  const last = sections.slice(-endOfTaskSections.length);
  if (last.map(({heading}) => heading).join('|') !== endOfTaskSections.join('|')) {
    const firstOutOfPlace = last.find(({heading}, index) => heading !== endOfTaskSections[index]);
    return [
      {
        line: firstOutOfPlace?.line ?? lastLine(page),
        message: `the last sections must be ${endOfTaskSections.map((section) => `"## ${section}"`).join(', then ')}, in that order`,
      },
    ];
  }
  return [];
}

/** The file line of a page's `## <heading>`, if it has one. */
function headingLine(page: PageSource, heading: string): number | undefined {
  return proseLines(page.body, page.firstBodyLine ?? 1).find(
    ({text}) => /^##\s+(.*?)\s*$/.exec(text)?.[1] === heading,
  )?.line;
}

function wordingFindings(body: string, firstLine: number): Problem[] {
  const problems: Problem[] = [];
  for (const {line, text} of proseLines(body, firstLine)) {
    const prose = toProse(text.replace(/\*\*[^*\n]+\*\*/g, ' '));
    for (const [pattern, reason] of bannedWording) {
      const match = pattern.exec(prose);
      if (match) problems.push({line, message: `"${match[0].trim()}": ${reason}`});
    }
    if (wrongPathSeparator.test(text.replace(/`[^`]*`/g, ''))) {
      problems.push({
        line,
        message: 'write navigation paths with › between items (**Library › Allotment**)',
      });
    }
  }
  return problems;
}

/** Checks one page against the rules of a single page. */
export function checkPage(page: PageSource): Finding[] {
  const isAbout = /(^|\/)about\.mdx?$/.test(page.path);
  const minimum = isAbout ? minimumWords.about : minimumWords.page;
  const firstLine = page.firstBodyLine ?? 1;
  const problems = [
    ...frontMatterFindings(page),
    ...headingFindings(page),
    ...wordingFindings(page.body, firstLine),
    ...endOfTaskFindings(page),
  ];
  const words = wordsOf(page.body);
  if (words < minimum) {
    // The whole body is too short: no line says more than the page's first.
    problems.push({
      line: 1,
      message: `body has ${String(words)} words: write at least ${String(minimum)} (the handbook's "Page length")`,
    });
  }
  const placeholderField = Object.keys(page.frontMatter).find((field) =>
    placeholderPattern.test(JSON.stringify(page.frontMatter[field])),
  );
  const placeholder = page.body.split('\n').findIndex((text) => placeholderPattern.test(text));
  if (placeholderField !== undefined || placeholder >= 0) {
    problems.push({
      line:
        placeholderField === undefined
          ? placeholder + firstLine
          : fieldLine(page, placeholderField),
      message: 'placeholder text (lorem ipsum, TODO, TBD, coming soon): write the real content',
    });
  }
  return problems.map(({line, message}) => ({path: page.path, line, message}));
}

/** The how-to guides: pages of no module, which readers reach from the module or workflow they serve. */
export const howToFolder = 'New/';

/**
 * A how-to guide is reached from the pages of the job it serves: some page outside the how-to guides
 * (a module's About page, a workflow, a Getting Started page) links it. The sidebar alone hides it
 * among pages of other modules.
 */
function howToLinkFindings(pages: readonly PageSource[]): Finding[] {
  const linkedFromOutside = new Set(
    pages
      .filter((page) => !page.path.startsWith(howToFolder))
      .flatMap((page) => [...linkedPages(page)]),
  );
  return pages
    .filter((page) => page.path.startsWith(howToFolder) && !linkedFromOutside.has(page.path))
    .map((page) => ({
      path: page.path,
      line: 1,
      message:
        'no page outside the how-to guides links here: link it from the About page of the module it is about (under "What you can do"), or from the workflow it is a step of',
    }));
}

/**
 * Checks what must hold across pages: titles and descriptions are unique on the site, each module's
 * About page links to every page of its module, a how-to guide is linked from outside the how-to
 * guides, and links that name a page use its title. A finding that a page lacks a link is reported for
 * that page (in the file that must link it), so a check of the new page alone sees it.
 */
export function checkSite(pages: readonly PageSource[]): Finding[] {
  const findings: Finding[] = [...linkTextFindings(pages), ...howToLinkFindings(pages)];
  for (const about of pages.filter((page) => /^Modules\/[^/]+\/about\.mdx?$/.test(page.path))) {
    const moduleFolder = about.path.slice(0, about.path.lastIndexOf('/') + 1);
    const linked = linkedPages(about);
    const whatYouCanDoLine = headingLine(about, 'What you can do') ?? 1;
    for (const page of pages) {
      if (page.path.startsWith(moduleFolder) && page !== about && !linked.has(page.path)) {
        findings.push({
          path: page.path,
          file: `docs/${about.path}`,
          line: whatYouCanDoLine,
          message: `the About page doesn't link to ${page.path}: link it under "What you can do"`,
        });
      }
    }
  }
  // Each page that shares a title or description is told, so a check of the new page alone sees it.
  for (const field of ['title', 'description'] as const) {
    const byValue = new Map<string, PageSource[]>();
    for (const page of pages) {
      const value = page.frontMatter[field];
      if (typeof value !== 'string') continue;
      const key = value.trim().toLowerCase();
      byValue.set(key, [...(byValue.get(key) ?? []), page]);
    }
    for (const sharing of byValue.values()) {
      for (const page of sharing.length > 1 ? sharing : []) {
        const others = sharing
          .filter((other) => other !== page)
          .map((other) => other.path)
          .join(', ');
        findings.push({
          path: page.path,
          line: fieldLine(page, field),
          message: `${field} "${String(page.frontMatter[field])}" is also used by ${others}: write one that only this page uses`,
        });
      }
    }
  }
  return findings;
}
