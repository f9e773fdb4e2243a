import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
interface Item {
  type: string;
  label?: string;
  href?: string;
  collapsed?: boolean;
  items?: Item[];
  lazyItems?: {section: string; key: string};
}
const {leanVersionProp, sliceSidebarCode} = require('../splitSidebar.cjs') as {
  leanVersionProp: (json: string, file: string, sections: readonly string[]) => string;
  sliceSidebarCode: (
    propFiles: ReadonlyArray<{file: string; json: string}>,
    sections: readonly string[],
    section: string,
  ) => string;
};

const link = (href: string): Item => ({type: 'link', href, label: href.split('/').at(-1) ?? ''});
const category = (label: string, items: Item[], more: Partial<Item> = {}): Item => ({
  type: 'category',
  label,
  collapsed: true,
  items,
  ...more,
});
const student = category('Student', [
  link('/docs/Modules/Student/about'),
  category(
    'Fees',
    [link('/docs/Modules/Student/Fee/pay'), link('/docs/Modules/Student/Fee/discount')],
    {collapsed: false},
  ),
]);
const library = category('Library', [
  link('/docs/Modules/Library/about'),
  link('/docs/Modules/Library/return'),
]);
const sidebar: Item[] = [
  link('/docs/intro'),
  category('Modules', [student, library]),
  // Has a page of its own: its card list shows its categories, which keep their items.
  category(
    'Workflows',
    [category('Payroll', [link('/docs/Workflows/pay'), link('/docs/Workflows/slip')])],
    {href: '/docs/Workflows'},
  ),
];
const json = JSON.stringify({version: {pluginId: 'default', docsSidebars: {docs: sidebar}}});
const sections = ['/docs/Modules', '/docs/Modules/Student', '/docs/Workflows'];
const file = 'docs-175.json';

/** The version prop the browser gets, as data. */
function browserSidebar(): Item[] {
  const code = leanVersionProp(json, file, sections);
  const prop = /withLazyCategories\((.*)\);\n$/s.exec(code)?.[1] ?? 'null';
  return (JSON.parse(prop) as {version: {docsSidebars: {docs: Item[]}}}).version.docsSidebars.docs;
}

describe('sectioned-registry: the sidebar', () => {
  it("keeps a collapsed category's first link and marks where its items are; sections nest", () => {
    const [, modules, workflows] = browserSidebar();
    expect(modules).toEqual({
      ...category('Modules', [link('/docs/Modules/Student/about')]),
      lazyItems: {section: '/docs/Modules', key: `${file}:docs/1`},
    });
    expect(workflows).toEqual(sidebar[2]);
  });

  it("gives each slice its categories' items, a deeper section's category marked in them", () => {
    const modulesSlice = sliceSidebarCode(
      [{file: `/site/.docusaurus/docusaurus-plugin-content-docs/default/p/${file}`, json}],
      sections,
      '/docs/Modules',
    );
    const items = (
      JSON.parse(/= (.*);$/s.exec(modulesSlice)?.[1] ?? '{}') as Record<string, Item[]>
    )[`${file}:docs/1`];
    expect(items?.[0]).toEqual({
      ...category('Student', [link('/docs/Modules/Student/about')]),
      lazyItems: {section: '/docs/Modules/Student', key: `${file}:docs/1/0`},
    });
    // Library has no slice of its own: its items come with /docs/Modules.
    expect(items?.[1]).toEqual(library);
    const studentSlice = sliceSidebarCode([{file, json}], sections, '/docs/Modules/Student');
    expect(studentSlice).toBe(
      `export const sidebarItems = ${JSON.stringify({[`${file}:docs/1/0`]: student.items})};`,
    );
  });

  it('leaves a prop without lazy categories as it is', () => {
    const plain = JSON.stringify({version: {docsSidebars: {docs: [link('/docs/intro')]}}});
    expect(leanVersionProp(plain, file, sections)).toBe(`export default ${plain};\n`);
  });
});
