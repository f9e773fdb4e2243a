import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {PageSource} from '../pageSource';
import {checkSidebar as checkSidebarWith, groupsFile, type CategorySource} from '../sidebarRules';

/** The rules read the groups of src/sidebar/groups.ts, so the fixtures check against its source. */
const groupsSource = readFileSync(path.resolve(__dirname, '../../..', groupsFile), 'utf8');
const checkSidebar = (pages: readonly PageSource[], categories: readonly CategorySource[]) =>
  checkSidebarWith(pages, categories, groupsSource);
const groupsLine = (text: string) =>
  groupsSource.split('\n').findIndex((line) => line.includes(text)) + 1;

const page = (path: string, frontMatter: Record<string, unknown> = {}): PageSource => ({
  path,
  frontMatter: {title: path, sidebar_label: path.split('/').at(-1), ...frontMatter},
  body: '',
});

/** A Library whose four groups each hold a page, so only the page under test can fail. */
const library = [
  page('Modules/Library/about.md'),
  page('Modules/Library/Views/Allotment/return.md', {sidebar_group: 'lending'}),
  page('Modules/Library/Lists/item-list.md', {sidebar_group: 'books'}),
  page('Modules/Library/Forms/Report/stock-report.md', {sidebar_group: 'reports'}),
  page('Modules/Library/Forms/settings.md', {sidebar_group: 'settings'}),
];

/** Findings about one path: the fixtures leave the other declared sections without pages. */
const findingsFor = (
  path: string,
  pages: readonly PageSource[],
  categories: readonly CategorySource[] = [],
) =>
  checkSidebar(pages, categories)
    .filter((finding) => finding.path === path)
    .map((finding) => finding.message);

describe('checkSidebar', () => {
  it('accepts a module whose pages each sit in one of its groups', () => {
    expect(
      checkSidebar(library, []).filter((finding) => finding.path.startsWith('Modules/Library')),
    ).toEqual([]);
  });

  it('names the groups a page without sidebar_group can use', () => {
    const pages = [...library, page('Modules/Library/Views/Allotment/reissue.md')];
    expect(findingsFor('Modules/Library/Views/Allotment/reissue.md', pages)).toEqual([
      'sidebar_group is missing: add one of lending, books, reports, settings (the groups of Modules/Library in src/sidebar/groups.ts)',
    ]);
  });

  it('refuses a group the module does not declare', () => {
    const pages = [
      ...library,
      page('Modules/Library/Views/Allotment/reissue.md', {sidebar_group: 'Lending'}),
    ];
    expect(findingsFor('Modules/Library/Views/Allotment/reissue.md', pages)).toEqual([
      'sidebar_group "Lending" isn\'t a group of Modules/Library: use one of lending, books, reports, settings, or declare it in src/sidebar/groups.ts',
    ]);
  });

  it('asks for groups when a new module has none', () => {
    const pages = [
      page('Modules/Garden/about.md'),
      page('Modules/Garden/Lists/list.md', {sidebar_group: 'plants'}),
    ];
    expect(findingsFor('Modules/Garden/about.md', pages)).toEqual([]);
    expect(findingsFor('Modules/Garden/Lists/list.md', pages)).toEqual([
      'Modules/Garden has no sidebar groups: declare them in src/sidebar/groups.ts, then give each page sidebar_group',
    ]);
  });

  it('refuses sidebar_group outside a grouped section', () => {
    const pages = [page('Getting Started/sign-in.md', {sidebar_group: 'first-day'})];
    expect(findingsFor('Getting Started/sign-in.md', pages)).toEqual([
      'sidebar_group "first-day": Getting Started has no groups; remove the field and order the page with sidebar_position',
    ]);
  });

  it('points a sidebar_group finding at that front-matter line, or line 1 when the field is missing', () => {
    const wrong = {
      ...page('Modules/Library/Views/Allotment/reissue.md', {sidebar_group: 'Lending'}),
      frontMatterLines: {title: 2, sidebar_group: 6},
    };
    const missing = page('Modules/Library/Views/Allotment/renew.md');
    const findings = checkSidebar([...library, wrong, missing], []).filter((finding) =>
      finding.path.includes('Allotment/re'),
    );
    expect(findings.map(({path: file, line}) => [file, line])).toEqual([
      ['Modules/Library/Views/Allotment/reissue.md', 6],
      ['Modules/Library/Views/Allotment/renew.md', 1],
    ]);
  });

  it('points a finding about a declared group at its line of src/sidebar/groups.ts', () => {
    const pages = [
      ...library.filter((p) => p.frontMatter.sidebar_group !== 'reports'),
      page('New/stop-fee.md', {sidebar_group: 'school'}),
    ];
    const findings = checkSidebar(pages, []);
    expect(findings.find((finding) => finding.path === 'Modules/Library')).toMatchObject({
      file: groupsFile,
      line: groupsLine("'Modules/Library':"),
    });
    expect(findings.find((finding) => finding.path === 'Modules/Note')).toMatchObject({
      file: groupsFile,
      line: groupsLine("'Modules/Note':"),
    });
    const howTo = findings.find(
      (finding) => finding.path === 'New' && finding.message.includes('"organization"'),
    );
    expect(howTo).toMatchObject({
      file: groupsFile,
      line: groupsLine("organization: 'Organization setup'"),
    });
  });

  it('reports a group that has no pages, and groups declared for a folder without pages', () => {
    const pages = library.filter((p) => p.frontMatter.sidebar_group !== 'reports');
    expect(findingsFor('Modules/Library', pages)).toEqual([
      'sidebar group "reports" (Reports) has no pages: give a page "sidebar_group: reports", or remove the group from src/sidebar/groups.ts',
    ]);
    expect(findingsFor('Modules/Note', pages)).toEqual([
      'src/sidebar/groups.ts declares groups for Modules/Note, which has no pages: remove them',
    ]);
  });

  it('places new top-level pages and folders only where topLevelOrder says', () => {
    const pages = [
      page('intro.md'),
      page('Workflows/about.md'),
      page('changelog.md'),
      page('Recipes/bread.md'),
    ];
    expect(findingsFor('intro.md', pages)).toEqual([]);
    expect(findingsFor('Workflows', pages)).toEqual([]);
    expect(findingsFor('changelog.md', pages)).toEqual([
      '"changelog" isn\'t in topLevelOrder (src/sidebar/groups.ts): add it where it belongs in the sidebar',
    ]);
    expect(findingsFor('Recipes', pages)).toHaveLength(1);
  });

  it('refuses screen kinds as folder names, and folder categories that grouping ignores', () => {
    const categories = [
      {dir: 'Plugins/Forms', label: 'Forms'},
      {dir: 'Plugins/SMS', label: 'SMS'},
      {dir: 'Modules/Library', label: 'Library'},
      {dir: 'Modules/Library/Views', label: 'Return and reissue'},
    ];
    expect(findingsFor('Plugins/Forms/_category_.json', library, categories)).toEqual([
      'sidebar group "Forms": name the job its pages serve, not a screen kind (Forms, Entry, Lists, Views)',
    ]);
    expect(findingsFor('Plugins/SMS/_category_.json', library, categories)).toEqual([]);
    expect(findingsFor('Modules/Library/_category_.json', library, categories)).toEqual([]);
    expect(findingsFor('Modules/Library/Views/_category_.json', library, categories)).toEqual([
      'ignored: the pages of Modules/Library are grouped by their sidebar_group (src/sidebar/groups.ts); delete this file',
    ]);
  });

  it('allows bare screen-kind labels on at most 5% of pages', () => {
    const named = Array.from({length: 18}, (_, i) => page(`Getting Started/page-${String(i)}.md`));
    const list = page('Getting Started/list.md', {sidebar_label: 'List'});
    // A page without sidebar_label shows its title.
    const settings = page('Getting Started/settings.md', {
      sidebar_label: undefined,
      title: 'Settings',
    });
    expect(
      findingsFor('Getting Started/list.md', [...named, page('Getting Started/extra.md'), list]),
    ).toEqual([]);
    expect(findingsFor('Getting Started/list.md', [...named, list, settings])).toEqual([
      'sidebar_label "List" (2 of 20 labels are bare screen kinds; at most 5% may be): name the task or record, such as "Return a book" or "Book list"',
    ]);
    expect(findingsFor('Getting Started/settings.md', [...named, list, settings])).toHaveLength(1);
  });
});
