import {describe, expect, it} from 'vitest';
import {
  addRoute,
  likelyLinkingPages,
  linkAdvice,
  nextPosition,
  pageSkeleton,
  similarPages,
  type GuidePage,
} from '../newPage';

describe('pageSkeleton', () => {
  it("writes the kind's sections in order, ending as every page with a procedure must", () => {
    const page = pageSkeleton('how-to', 'organization', 7);
    expect(page).toContain('sidebar_position: 7\nsidebar_group: organization\n');
    expect([...page.matchAll(/^## (.*)$/gm)].map((match) => match[1])).toEqual([
      'Before you begin',
      '<Verb + object>',
      'Troubleshooting',
      'Next steps',
      'Related pages',
    ]);
  });

  it('leaves sidebar_group out where the section has no groups', () => {
    expect(pageSkeleton('task', undefined, 1)).not.toContain('sidebar_group');
  });
});

describe('addRoute', () => {
  const routes =
    '# Modules\n/docs/Modules/Library/about\n/docs/Modules/Library/Lists/list\n/docs/Modules/Student/about\n# How-to\n/docs/New/export-backup\n';

  it('puts a route in its folder, in order, where a reviewer looks for it', () => {
    expect(addRoute(routes, '/docs/Modules/Library/Lists/allotment-list')).toBe(
      routes.replace(
        '/docs/Modules/Library/Lists/list\n',
        '/docs/Modules/Library/Lists/allotment-list\n/docs/Modules/Library/Lists/list\n',
      ),
    );
    expect(addRoute(routes, '/docs/New/pay-a-vendor')).toBe(`${routes}/docs/New/pay-a-vendor\n`);
  });

  it('puts a route of a new folder beside its section, and adds a listed route once', () => {
    expect(addRoute(routes, '/docs/Modules/Library/Forms/settings')).toContain(
      '# Modules\n/docs/Modules/Library/Forms/settings\n/docs/Modules/Library/about\n',
    );
    expect(addRoute(routes, '/docs/New/export-backup')).toBe(routes);
  });
});

const guide: GuidePage[] = [
  {
    path: 'Modules/Student/Views/fee-slip.md',
    title: 'Print a fee slip',
    keywords: ['fee slip'],
    headings: ['Print the receipt when you collect a fee', 'Reprint a receipt'],
    links: [],
    group: 'fees',
    position: 3,
  },
  {
    path: 'Modules/Student/Fee/submit-fee.md',
    title: 'Collect student fees',
    keywords: ['fees'],
    headings: [],
    links: [],
    group: 'fees',
    position: 1,
  },
  {
    path: 'Modules/Student/about.md',
    title: 'Student',
    keywords: ['students'],
    headings: [],
    links: ['New/stop-fee.md', 'Modules/Student/Views/fee-slip.md'],
    group: undefined,
  },
  {
    path: 'Modules/Library/about.md',
    title: 'Library',
    keywords: ['books'],
    headings: [],
    links: [],
  },
  {
    path: 'New/stop-fee.md',
    title: 'Stop fees for a student',
    keywords: ['stop fee', 'resume fee'],
    headings: [],
    links: [],
    group: 'school',
    position: 4,
  },
  {
    path: 'New/upload-logo.md',
    title: 'Upload your logo',
    keywords: ['logo', 'receipt logo'],
    headings: [],
    links: [],
    group: 'organization',
    position: 2,
  },
  {
    path: 'Workflows/monthly-fees.md',
    title: 'Collect monthly fees',
    keywords: ['fee', 'receipt'],
    headings: [],
    links: ['New/stop-fee.md'],
    group: undefined,
  },
];

describe('what a module page needs', () => {
  it("names the module's About page, which must link it", () => {
    expect(linkAdvice('Modules/Student/Fee/x.md', guide, [])).toEqual([
      'Link it from docs/Modules/Student/about.md, under "What you can do" (the content check fails until it does).',
    ]);
  });

  it('places it last in its group', () => {
    expect(nextPosition(guide, 'Modules/Student', 'fees')).toBe(4);
    expect(nextPosition(guide, 'Modules/Student', 'reports')).toBe(1);
  });

  it('finds the pages that share its words, most shared first, and the section that may do its job', () => {
    expect(
      similarPages(guide, 'reprint-receipt reprint fee receipt').map(({page, shared, section}) => [
        page.path,
        shared,
        section,
      ]),
    ).toEqual([
      ['Modules/Student/Views/fee-slip.md', ['fee', 'receipt', 'reprint'], 'Reprint a receipt'],
      ['Workflows/monthly-fees.md', ['fee', 'receipt'], undefined],
      ['Modules/Student/Fee/submit-fee.md', ['fee'], undefined],
      ['New/stop-fee.md', ['fee'], undefined],
      ['New/upload-logo.md', ['receipt'], undefined],
    ]);
  });
});

describe('what a how-to guide in docs/New/ needs', () => {
  const onTopic = similarPages(guide, 'reprint-fee-receipt').map(({page}) => page);

  it('names the About pages and workflows that lead to the pages on its topic, most often first', () => {
    // fee-slip and submit-fee lead from Student's About page; stop-fee from it and the workflow; the workflow from itself.
    expect(likelyLinkingPages(guide, onTopic)).toEqual([
      'Modules/Student/about.md',
      'Workflows/monthly-fees.md',
    ]);
  });

  it('says a page outside docs/New/ must link it, which ones likely, and that its facts go to product-facts.md, not how-to-topics.md', () => {
    const advice = linkAdvice('New/reprint-fee-receipt.md', guide, onTopic);
    expect(advice[0]).toMatch(
      /About page of the module it is about .* or from the workflow it is a step of: the content check fails until a page outside docs\/New\/ links it/,
    );
    expect(advice[1]).toBe(
      'The pages on its topic are reached from: docs/Modules/Student/about.md, docs/Workflows/monthly-fees.md.',
    );
    expect(advice[2]).toMatch(
      /no row in writing\/product\/how-to-topics\.md .* writing\/product-facts\.md/,
    );
    expect(linkAdvice('New/x.md', guide, [])[1]).toMatch(/^No About page or workflow/);
  });
});
