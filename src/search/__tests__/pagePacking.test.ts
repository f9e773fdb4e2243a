import {describe, expect, it} from 'vitest';
import {indexFormatVersion, packIndex, unpackIndex, type PackedIndex} from '../pagePacking';
import {
  hierarchyLevels,
  levelWeights,
  type Hierarchy,
  type RecordType,
  type SearchRecord,
} from '../types';

const origin = 'https://docs.example.com';

/** A step of a page, in order: a heading (a table row's label keeps the anchor), a paragraph or cell, or the end of a table. */
type Step =
  | {heading: 2 | 3 | 4 | 5 | 6; text: string; anchor?: string | null}
  | {content: string}
  | {clear: 2 | 3 | 4 | 5 | 6};

interface PageFacets {
  language: string;
  docusaurus_tag: string;
  version: string[];
}

const docsFacets: PageFacets = {
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  version: ['current'],
};

/** The records of a page, as the build extracts them. */
function page(
  path: string,
  lvl0: string | null,
  lvl1: string,
  steps: Step[],
  facets = docsFacets,
): SearchRecord[] {
  const url = `${origin}${path}`;
  const hierarchy: Hierarchy = {
    lvl0,
    lvl1,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor: string | null = null;
  const records: SearchRecord[] = [];
  const push = (type: RecordType, content: string | null) => {
    const position = records.length;
    records.push({
      objectID: `${url}#${position}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      ...facets,
      weight: {pageRank: 0, level: levelWeights[type], position},
    });
  };
  const clear = (level: number) => {
    for (const key of hierarchyLevels.slice(level)) hierarchy[key] = null;
  };
  push('lvl1', null);
  for (const step of steps) {
    if ('content' in step) {
      push('content', step.content);
    } else if ('clear' in step) {
      clear(step.clear);
    } else {
      const type = `lvl${step.heading}` as const;
      clear(step.heading);
      hierarchy[type] = step.text;
      if (step.anchor !== undefined) anchor = step.anchor;
      push(type, null);
    }
  }
  return records;
}

const attack = '<img src=x onerror=alert(1)>';

const records: SearchRecord[] = [
  ...page('/docs/intro', 'Docs', 'Getting started', [
    {content: 'Select Save.'},
    {heading: 2, text: 'Add a module', anchor: 'add-a-module'},
    {content: 'To add a module: go to Settings › Module Store, e.g.the Library.'},
    {heading: 3, text: 'Step 1: sign in', anchor: 'step-1-sign-in'},
    {content: 'Select Save.'},
    {heading: 4, text: 'Fields', anchor: 'fields-1'},
    {heading: 5, text: 'Status'},
    {content: 'The status of the record.'},
    {heading: 5, text: 'Date range'},
    {content: 'From and to dates.'},
    {heading: 6, text: 'Nested'},
    {content: 'A cell of a nested table.'},
    {clear: 5},
    {content: 'After the table.'},
    {heading: 2, text: 'Café, 日本語 and ⋮ menus', anchor: 'café-日本語-and--menus'},
    {content: `${attack} "double quotes" 'single quotes' & <script>alert("x")</script>`},
    {content: '# not a heading'},
    {content: '=5 not a table row'},
    {content: '@ not an anchor'},
    {content: '-5 °C is not the end of a table'},
    {content: '~ tilde, ^ caret and | pipe'},
    {content: ''},
    {content: '  spaced  out  '},
    {heading: 2, text: 'A heading with no anchor', anchor: null},
    {content: 'Its text has no anchor either. 🎉'},
  ]),
  ...page(
    '/docs/other%20page',
    'Docs',
    'Autre page',
    [
      {content: 'Select Save.'},
      {heading: 2, text: 'Add a module', anchor: 'add-a-module'},
      {content: 'Select Save. Select Save.'},
      {heading: 3, text: 'Sub', anchor: 'sub'},
      {content: 'Under the sub-heading.'},
      {heading: 5, text: 'Status'},
      {content: 'A cell.'},
      {clear: 3},
      {content: 'Back under Add a module.'},
      {heading: 3, text: '', anchor: null},
      {content: 'Under an empty heading.'},
    ],
    {language: 'fr', docusaurus_tag: 'docs-default-1.0', version: ['1.0', '2.0']},
  ),
  ...page('/blog/a-title-only', null, 'A page with only a title', []),
  ...page('/docs/third', 'Docs', 'Third page', [{content: 'Select Save.'}]),
];

function pack(list: readonly SearchRecord[] = records): PackedIndex {
  // The index goes through JSON on its way to the browser.
  return JSON.parse(JSON.stringify(packIndex(list, origin))) as PackedIndex;
}

describe('the local index format', () => {
  it('gives back exactly the records it packed', () => {
    expect(unpackIndex(pack())).toStrictEqual(records);
  });

  it('stores facets once and text in the word code', () => {
    const index = pack();
    expect(index.version).toBe(indexFormatVersion);
    expect(index.origin).toBe(origin);
    expect(index.facets).toEqual([
      ['en', 'docs-default-current', ['current']],
      ['fr', 'docs-default-1.0', ['1.0', '2.0']],
    ]);
    expect(index.pages.map(([path, facets]) => [path, facets])).toEqual([
      ['/docs/intro', 0],
      ['/docs/other%20page', 1],
      ['/blog/a-title-only', 0],
      ['/docs/third', 0],
    ]);
    expect(JSON.stringify(index.pages)).not.toContain('Save');
  });

  it('writes a page as lines of tags and coded texts', () => {
    const index = pack(
      page('/docs/table', 'Docs', 'Table', [
        {heading: 2, text: 'Add', anchor: 'add'},
        {content: 'Save.'},
        {heading: 5, text: 'Save'},
        {content: 'Add.'},
        {clear: 5},
        {content: 'Add'},
        {heading: 2, text: 'Save', anchor: 'other'},
        {content: '#'},
      ]),
    );
    expect(index.words).toBe('Add Save Docs Table other');
    expect(index.pages).toEqual([['/docs/table', 0, 'c', 'd', '#2a|b.|=5b|a.|-5|a|@^e|=2b|~#|']]);
  });

  it('rejects an index of another version', () => {
    expect(() => unpackIndex({...pack(), version: indexFormatVersion - 1})).toThrow(
      `Unsupported search index version ${indexFormatVersion - 1}`,
    );
  });

  it('rejects a corrupt index', () => {
    const index = pack(page('/docs/a', 'Docs', 'Title', [{content: 'Docs title'}]));
    expect(unpackIndex(index)).toHaveLength(2);
    const withPage = (change: (page: PackedIndex['pages'][number]) => void) => {
      const copy = JSON.parse(JSON.stringify(index)) as PackedIndex;
      const [first] = copy.pages;
      if (first) change(first);
      return copy;
    };
    const corrupt = [
      withPage((p) => (p[1] = 5)),
      withPage((p) => (p[2] = 'a|')),
      withPage((p) => (p[3] = 'z')),
      withPage((p) => (p[4] = 'ab')),
      withPage((p) => (p[4] = '#9a|')),
      withPage((p) => (p[4] = '#1a|')),
      withPage((p) => (p[4] = '#a|')),
      withPage((p) => (p[4] = '-5a|')),
      withPage((p) => (p[4] = 'a~')),
      withPage((p) => (p[4] = 'O|')),
      withPage((p) => (p[4] = '^|')),
    ];
    for (const bad of corrupt)
      expect(() => unpackIndex(bad), JSON.stringify(bad.pages)).toThrow('Corrupt search index');
  });

  it('refuses records that are not under the origin or not in their headings', () => {
    const [title, heading, text] = page('/docs/a', 'Docs', 'Title', [
      {heading: 2, text: 'Part', anchor: 'part'},
      {content: 'Text'},
    ]);
    if (!title || !heading || !text) throw new Error('fixture');
    expect(() => packIndex([title], 'https://other.example.com')).toThrow(
      'is not under https://other.example.com',
    );
    expect(() => packIndex([text], origin)).toThrow("doesn't follow its page's headings");
    expect(() => packIndex([title, heading, {...text, anchor: 'elsewhere'}], origin)).toThrow(
      "doesn't follow its page's headings",
    );
    expect(() =>
      packIndex(
        [title, heading, {...text, hierarchy: {...text.hierarchy, lvl3: 'Skipped'}}],
        origin,
      ),
    ).toThrow("doesn't follow its page's headings");
    expect(() => packIndex([title, {...heading, content: 'Text'}], origin)).toThrow(
      "doesn't follow its page's headings",
    );
  });
});
