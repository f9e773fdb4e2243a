import {describe, expect, it} from 'vitest';
import {addRoute, linkingPage, nextPosition, pageSkeleton, similarPages, type GuidePage} from '../newPage';

describe('pageSkeleton', () => {
  it("writes the kind's sections in order, ending as every page with a procedure must", () => {
    const page = pageSkeleton('how-to', 'organization', 7);
    expect(page).toContain('sidebar_position: 7\nsidebar_group: organization\n');
    expect([...page.matchAll(/^## (.*)$/gm)].map((match) => match[1])).toEqual(['Before you begin', '<Verb + object>', 'Troubleshooting', 'Next steps', 'Related pages']);
  });

  it('leaves sidebar_group out where the section has no groups', () => {
    expect(pageSkeleton('task', undefined, 1)).not.toContain('sidebar_group');
  });
});

describe('addRoute', () => {
  const routes = '# Modules\n/docs/Modules/Library/about\n/docs/Modules/Library/Lists/list\n/docs/Modules/Student/about\n# How-to\n/docs/New/export-backup\n';

  it('puts a route in its folder, in order, where a reviewer looks for it', () => {
    expect(addRoute(routes, '/docs/Modules/Library/Lists/allotment-list')).toBe(routes.replace('/docs/Modules/Library/Lists/list\n', '/docs/Modules/Library/Lists/allotment-list\n/docs/Modules/Library/Lists/list\n'));
    expect(addRoute(routes, '/docs/New/pay-a-vendor')).toBe(`${routes}/docs/New/pay-a-vendor\n`);
  });

  it('puts a route of a new folder beside its section, and adds a listed route once', () => {
    expect(addRoute(routes, '/docs/Modules/Library/Forms/settings')).toContain('# Modules\n/docs/Modules/Library/Forms/settings\n/docs/Modules/Library/about\n');
    expect(addRoute(routes, '/docs/New/export-backup')).toBe(routes);
  });
});

const guide: GuidePage[] = [
  {path: 'Modules/Student/Views/fee-slip.md', title: 'Print a fee slip', keywords: ['reprint receipt', 'fee slip'], group: 'fees', position: 3},
  {path: 'Modules/Student/Fee/submit-fee.md', title: 'Collect student fees', keywords: ['fees'], group: 'fees', position: 1},
  {path: 'Modules/Library/about.md', title: 'Library', keywords: ['books']},
];

describe('what the new page needs', () => {
  it("names the module's About page, which must link it", () => {
    expect(linkingPage('Modules/Student/Fee/x.md')).toMatch(/^docs\/Modules\/Student\/about\.md/);
  });

  it('places it last in its group', () => {
    expect(nextPosition(guide, 'Modules/Student', 'fees')).toBe(4);
    expect(nextPosition(guide, 'Modules/Student', 'reports')).toBe(1);
  });

  it('finds the pages that share its words, most shared first', () => {
    expect(similarPages(guide, 'reprint-receipt reprint fee receipt').map(({page, shared}) => [page.path, shared])).toEqual([
      ['Modules/Student/Views/fee-slip.md', ['fee', 'reprint', 'receipt']],
    ]);
  });
});
