import {sectionGroups, type SectionGroups} from './groups';

/**
 * Where a page sits in the sidebar, decided from its folder, file name and `sidebar_group` front
 * matter. One function for the sidebar generator and for the content check, so the two never
 * disagree about which pages sit in no group.
 */
export type Placement =
  /** Outside the grouped sections: the page keeps its folder's place. */
  | {readonly kind: 'folder'}
  /** The About page of a grouped section, shown first, above the groups. */
  | {readonly kind: 'overview'; readonly section: string}
  | {readonly kind: 'group'; readonly section: string; readonly group: string}
  /** A page that names no group, or one its section doesn't have: `problem` says what to change. */
  | {readonly kind: 'unplaced'; readonly section: string; readonly problem: string};

/** Every folder directly under these is a grouped section, declared or not: a new module needs groups. */
const groupedParents = ['Modules'];

const groupsFile = 'src/sidebar/groups.ts';

/** The grouped section that holds a docs folder (`Modules/Library/Views/Allotment` → `Modules/Library`). */
export function sectionOf(dir: string): string | undefined {
  const parts = dir.split('/');
  if (groupedParents.includes(parts[0] ?? '') && parts.length > 1)
    return parts.slice(0, 2).join('/');
  return Object.keys(sectionGroups)
    .filter((section) => dir === section || dir.startsWith(`${section}/`))
    .sort((a, b) => b.length - a.length)[0];
}

function keysOf(groups: SectionGroups): string {
  return Object.keys(groups).join(', ');
}

/**
 * @param dir the page's folder relative to docs/ (`.` for the root)
 * @param fileName the page's file name (`about.md`)
 * @param group the page's `sidebar_group` front matter, if any
 */
export function placePage(dir: string, fileName: string, group: unknown): Placement {
  const section = sectionOf(dir);
  if (section === undefined) {
    if (group === undefined) return {kind: 'folder'};
    const top = dir.split('/')[0] ?? dir;
    return {
      kind: 'unplaced',
      section: top,
      problem: `sidebar_group ${JSON.stringify(group)}: ${top === '.' ? 'the top level' : top} has no groups; remove the field and order the page with sidebar_position`,
    };
  }
  if (dir === section && /^about\.mdx?$/.test(fileName)) return {kind: 'overview', section};
  const groups = sectionGroups[section];
  if (groups === undefined) {
    return {
      kind: 'unplaced',
      section,
      problem: `${section} has no sidebar groups: declare them in ${groupsFile}, then give each page sidebar_group`,
    };
  }
  if (group === undefined) {
    return {
      kind: 'unplaced',
      section,
      problem: `sidebar_group is missing: add one of ${keysOf(groups)} (the groups of ${section} in ${groupsFile})`,
    };
  }
  if (typeof group !== 'string' || !Object.hasOwn(groups, group)) {
    return {
      kind: 'unplaced',
      section,
      problem: `sidebar_group ${JSON.stringify(group)} isn't a group of ${section}: use one of ${keysOf(groups)}, or declare it in ${groupsFile}`,
    };
  }
  return {kind: 'group', section, group};
}
