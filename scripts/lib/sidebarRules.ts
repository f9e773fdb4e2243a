/**
 * The rules of task-first navigation (issue 18) that the build does not enforce: every page sits in
 * a group of its section, no group is empty, group names are not screen kinds, and few page labels
 * are bare screen kinds. Pure functions over front matter, shared with src/sidebar so the check and
 * the sidebar agree; run by `npm run lint:content`.
 */
import {sectionGroups, topLevelOrder} from '../../src/sidebar/groups';
import {placePage, sectionOf} from '../../src/sidebar/placement';
import {fieldLine, type Finding, type PageSource} from './pageSource';

/** A folder's `_category_.json`: `dir` relative to docs/. */
export interface CategorySource {
  readonly dir: string;
  readonly label: unknown;
}

/** Labels that name a kind of screen, not a task or record ("Add new" says nothing about what). */
export const genericLabels: readonly string[] = [
  'Add new',
  'Update',
  'List',
  'View details',
  'View history',
  'View profile',
  'Upload',
  'Report',
  'Settings',
];

/** At most this share of all page labels may be generic. */
export const genericLabelLimit = 0.05;

/** Group names that sort pages by screen kind, which readers don't think in. */
export const bannedGroupNames: readonly string[] = ['Forms', 'Entry', 'Lists', 'Views'];

/** Where the groups are declared, relative to the repository: findings about a group point into it. */
export const groupsFile = 'src/sidebar/groups.ts';

/** The 1-based line of the first line at or after `from` (0-based) that passes `test`, or 1. */
function lineOf(source: string, test: (line: string) => boolean, from = 0): number {
  const index = source.split('\n').findIndex((line, i) => i >= from && test(line));
  return index < 0 ? 1 : index + 1;
}

/** The line that declares a section's groups (`'Modules/Library': {` or `New: {`). */
function sectionLine(source: string, section: string): number {
  return lineOf(source, (line) =>
    [`'${section}':`, `${section}:`].some((key) => line.trimStart().startsWith(key)),
  );
}

/** The line that declares a group of a section: the first that names its key, from the section's line on. */
function groupLine(source: string, section: string, group: string): number {
  return lineOf(
    source,
    (line) => new RegExp(`\\b${group.replace(/\W/g, '\\$&')}\\b`).test(line),
    sectionLine(source, section) - 1,
  );
}

function split(pagePath: string): {dir: string; fileName: string} {
  const slash = pagePath.lastIndexOf('/');
  return slash < 0
    ? {dir: '.', fileName: pagePath}
    : {dir: pagePath.slice(0, slash), fileName: pagePath.slice(slash + 1)};
}

function isOneOf(label: unknown, names: readonly string[]): label is string {
  return (
    typeof label === 'string' &&
    names.some((name) => name.toLowerCase() === label.trim().toLowerCase())
  );
}

/** The label the sidebar shows for a page: its `sidebar_label`, else its title. */
export function pageLabel(page: PageSource): unknown {
  return page.frontMatter.sidebar_label ?? page.frontMatter.title;
}

function placementFindings(pages: readonly PageSource[], groupsSource: string): Finding[] {
  const used = new Map<string, number>();
  const findings = pages.flatMap((page): Finding[] => {
    const {dir, fileName} = split(page.path);
    const placement = placePage(dir, fileName, page.frontMatter.sidebar_group);
    if (placement.kind === 'group') {
      const key = `${placement.section}\n${placement.group}`;
      used.set(key, (used.get(key) ?? 0) + 1);
    }
    return placement.kind === 'unplaced'
      ? [{path: page.path, line: fieldLine(page, 'sidebar_group'), message: placement.problem}]
      : [];
  });
  for (const [section, groups] of Object.entries(sectionGroups)) {
    if (!pages.some((page) => sectionOf(split(page.path).dir) === section)) {
      findings.push({
        path: section,
        file: groupsFile,
        line: sectionLine(groupsSource, section),
        message: `${groupsFile} declares groups for ${section}, which has no pages: remove them`,
      });
      continue;
    }
    for (const [group, label] of Object.entries(groups)) {
      if (!used.has(`${section}\n${group}`)) {
        findings.push({
          path: section,
          file: groupsFile,
          line: groupLine(groupsSource, section, group),
          message: `sidebar group "${group}" (${label}) has no pages: give a page "sidebar_group: ${group}", or remove the group from ${groupsFile}`,
        });
      }
    }
  }
  return findings;
}

function topLevelFindings(pages: readonly PageSource[], groupsSource: string): Finding[] {
  const entries = new Map<string, string>();
  for (const page of pages) {
    const {dir, fileName} = split(page.path);
    if (dir === '.') entries.set(fileName.replace(/\.mdx?$/, ''), page.path);
    else entries.set(dir.split('/')[0] ?? dir, dir.split('/')[0] ?? dir);
  }
  return [...entries]
    .filter(([name]) => !topLevelOrder.includes(name))
    .map(([name, path]) => ({
      path,
      file: groupsFile,
      line: lineOf(groupsSource, (line) => line.includes('topLevelOrder')),
      message: `"${name}" isn't in topLevelOrder (${groupsFile}): add it where it belongs in the sidebar`,
    }));
}

function groupNameFindings(categories: readonly CategorySource[], groupsSource: string): Finding[] {
  const findings: Finding[] = [];
  const banned = `: name the job its pages serve, not a screen kind (${bannedGroupNames.join(', ')})`;
  for (const [section, groups] of Object.entries(sectionGroups)) {
    for (const [group, label] of Object.entries(groups)) {
      if (isOneOf(label, bannedGroupNames)) {
        findings.push({
          path: section,
          file: groupsFile,
          line: groupLine(groupsSource, section, group),
          message: `sidebar group "${label}" in ${groupsFile}${banned}`,
        });
      }
    }
  }
  for (const {dir, label} of categories) {
    const section = sectionOf(dir);
    if (section !== undefined && dir !== section) {
      findings.push({
        path: `${dir}/_category_.json`,
        line: 1,
        message: `ignored: the pages of ${section} are grouped by their sidebar_group (${groupsFile}); delete this file`,
      });
    } else if (isOneOf(label, bannedGroupNames)) {
      findings.push({
        path: `${dir}/_category_.json`,
        line: 1,
        message: `sidebar group "${label}"${banned}`,
      });
    }
  }
  return findings;
}

function genericLabelFindings(pages: readonly PageSource[]): Finding[] {
  const generic = pages.filter((page) => isOneOf(pageLabel(page), genericLabels));
  if (pages.length === 0 || generic.length / pages.length <= genericLabelLimit) return [];
  const share = `${String(generic.length)} of ${String(pages.length)} labels are bare screen kinds; at most ${String(genericLabelLimit * 100)}% may be`;
  return generic.map((page) => ({
    path: page.path,
    line: fieldLine(page, page.frontMatter.sidebar_label === undefined ? 'title' : 'sidebar_label'),
    message: `sidebar_label "${String(pageLabel(page))}" (${share}): name the task or record, such as "Return a book" or "Book list"`,
  }));
}

/**
 * Checks the sidebar arrangement of the whole guide: pages (paths relative to docs/) and folder
 * categories, against the groups of src/sidebar/groups.ts, whose source gives findings their lines.
 */
export function checkSidebar(
  pages: readonly PageSource[],
  categories: readonly CategorySource[],
  groupsSource: string,
): Finding[] {
  return [
    ...placementFindings(pages, groupsSource),
    ...topLevelFindings(pages, groupsSource),
    ...groupNameFindings(categories, groupsSource),
    ...genericLabelFindings(pages),
  ];
}
