import {describe, expect, it} from 'vitest';
import {editDistance, prefixDistance} from '../editDistance';
import {memoryEngine, pageRecords} from './makeRecords';

const contextual = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

const engine = memoryEngine([
  ...pageRecords({
    path: '/docs/Modules/Attendance/about',
    title: 'About Attendance',
    intro: ['Attendance records who was present each day.'],
    sections: [
      {
        heading: 'Mark attendance',
        anchor: 'mark-attendance',
        paragraphs: ['Select Present or Absent for each student.'],
      },
    ],
  }),
  ...pageRecords({
    path: '/docs/Modules/Employee/Salary/Views/salary-slip',
    title: 'Print a salary slip',
    intro: ['A salary slip lists the pay of one employee for one month.'],
  }),
  ...pageRecords({
    path: '/docs/Modules/Library/Allotment/penalty_settings',
    title: 'Set library penalty fee rules',
    intro: ['A late book costs a fine for each day late.'],
    sections: [
      {heading: 'Grace days', anchor: 'grace-days', paragraphs: ['No fine during the grace days.']},
      {heading: 'Lost books', anchor: 'lost-books', paragraphs: ['A lost book costs its price.']},
    ],
  }),
  ...pageRecords({
    path: '/docs/Plugins/Whatsapp/connect-provider',
    title: 'Connect a WhatsApp provider',
    section: 'Plugins',
    intro: [
      'Messages to parents go out on WhatsApp <b>once</b> the provider is connected & tested.',
    ],
  }),
  ...pageRecords({
    path: '/blog/library-allotment-cycle',
    title: 'The library allotment cycle',
    section: 'Blog',
    tag: 'default',
    intro: ['From allotment to return.'],
  }),
  ...pageRecords({
    path: '/fr/docs/intro',
    title: 'Bibliothèque library',
    language: 'fr',
    intro: ['Texte.'],
  }),
]);

const urls = async (query: string, params = {}) =>
  (await engine.search({query, facetFilters: contextual, ...params})).hits.map((hit) => hit.url);

describe('SearchEngine: what it finds', () => {
  it.each([
    ['attendance', '/docs/Modules/Attendance/about'],
    ['atend', '/docs/Modules/Attendance/about'],
    ['salry slip', '/docs/Modules/Employee/Salary/Views/salary-slip'],
    ['libary fine', '/docs/Modules/Library/Allotment/penalty_settings'],
    ['whatsap', '/docs/Plugins/Whatsapp/connect-provider'],
    ['Grace', '/docs/Modules/Library/Allotment/penalty_settings#grace-days'],
  ])('%s → %s first', async (query, path) => {
    expect((await urls(query))[0]).toBe(`https://docs.example.com${path}`);
  });

  it('puts pages with every word first, then pages with some of them', async () => {
    const penaltyPage = 'https://docs.example.com/docs/Modules/Library/Allotment/penalty_settings';
    expect(await urls('library fine')).toEqual([
      penaltyPage,
      `${penaltyPage}#grace-days`,
      'https://docs.example.com/blog/library-allotment-cycle',
    ]);
    expect(await urls('library zzzz')).toContain(
      'https://docs.example.com/blog/library-allotment-cycle',
    );
    expect(await urls('qzxqvw')).toEqual([]);
    expect(await urls('')).toEqual([]);
  });

  it('filters by language and docs tag as contextual search asks', async () => {
    expect(await urls('library')).not.toContain('https://docs.example.com/fr/docs/intro');
    expect(await urls('library', {facetFilters: ['docusaurus_tag:default']})).toEqual([
      'https://docs.example.com/blog/library-allotment-cycle',
    ]);
  });
});

describe('SearchEngine: the Algolia response', () => {
  const modalRequest = {
    query: 'grace',
    facetFilters: contextual,
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
  };

  it('has the fields DocSearch and the /search page read', async () => {
    const response = await engine.search(modalRequest);
    expect(response).toMatchObject({
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      query: 'grace',
    });
    expect(typeof response.processingTimeMS).toBe('number');
    const [hit] = response.hits;
    expect(hit).toMatchObject({
      type: 'lvl2',
      url: 'https://docs.example.com/docs/Modules/Library/Allotment/penalty_settings#grace-days',
      hierarchy: {lvl0: 'Modules', lvl1: 'Set library penalty fee rules', lvl2: 'Grace days'},
      _highlightResult: {
        hierarchy: {
          lvl2: {value: '<mark>Grace</mark> days', matchLevel: 'full', matchedWords: ['grace']},
        },
      },
      _snippetResult: {
        hierarchy: {lvl1: {value: 'Set library penalty fee rules', matchLevel: 'none'}},
      },
    });
  });

  it('gives one hit per URL (a page, or a section by its anchor), showing its best record', async () => {
    const response = await engine.search({query: 'fine', facetFilters: contextual});
    expect(response.hits.map((hit) => [hit.url, hit.type, hit.content])).toEqual([
      [
        'https://docs.example.com/docs/Modules/Library/Allotment/penalty_settings',
        'content',
        'A late book costs a fine for each day late.',
      ],
      [
        'https://docs.example.com/docs/Modules/Library/Allotment/penalty_settings#grace-days',
        'content',
        'No fine during the grace days.',
      ],
    ]);
  });

  it('pages the hits and counts facets for the /search page', async () => {
    const first = await engine.search({
      query: 'library',
      facetFilters: contextual,
      hitsPerPage: 1,
      page: 0,
    });
    const second = await engine.search({
      query: 'library',
      facetFilters: contextual,
      hitsPerPage: 1,
      page: 1,
    });
    expect(first.nbPages).toBe(first.nbHits);
    expect(second.hits[0]?.url).not.toBe(first.hits[0]?.url);
    const facetsOnly = await engine.search({
      query: 'library',
      hitsPerPage: 0,
      facets: ['language'],
    });
    expect(facetsOnly.hits).toEqual([]);
    // Counted by page: the index keeps facets per page.
    expect(facetsOnly.facets).toEqual({language: {en: 2, fr: 1}});
  });

  it('escapes every text field, raw ones included, before adding highlight tags', async () => {
    const [hit] = (await engine.search({...modalRequest, query: 'parents'})).hits;
    const escaped =
      'Messages to <mark>parents</mark> go out on WhatsApp &lt;b&gt;once&lt;/b&gt; the provider is connected &amp; tested.';
    expect(hit?._highlightResult.content?.value).toBe(escaped);
    expect(hit?._snippetResult.content?.value).toMatch(/&lt;b&gt;once&lt;\/b&gt;/);
    // Recent searches render these raw fields as HTML.
    expect(hit?.content).toBe(
      'Messages to parents go out on WhatsApp &lt;b&gt;once&lt;/b&gt; the provider is connected &amp; tested.',
    );
  });

  it('uses the /search page defaults when a request asks for nothing', async () => {
    const [hit] = (await engine.search({query: 'grace'})).hits;
    expect(hit?._highlightResult.hierarchy.lvl2?.value).toBe(
      '<span class="algolia-docsearch-suggestion--highlight">Grace</span> days',
    );
  });
});

describe('edit distances', () => {
  it('measures the distance to the nearest prefix of a word', () => {
    expect(prefixDistance('atend', 'attendance', 1)).toBe(1);
    expect(prefixDistance('salry', 'salary', 1)).toBe(1);
    expect(prefixDistance('zzz', 'attendance', 1)).toBe(Infinity);
  });

  it('measures the distance between whole words, up to a limit', () => {
    expect(editDistance('libary', 'library', 2)).toBe(1);
    expect(editDistance('fee', 'free', 1)).toBe(1);
    expect(editDistance('fee', 'attendance', 2)).toBe(Infinity);
  });
});

describe('SearchEngine: ranking', () => {
  const fees = [
    'Collect fees',
    'Fee heads',
    'Fee discounts',
    'Fee slips',
    'Fee reminders',
    'Late fees',
  ];
  const ranked = memoryEngine(
    [
      ...pageRecords({
        path: '/docs/cron',
        title: 'Manage scheduled jobs',
        intro: ['Cron settings turn jobs on or off.'],
      }),
      ...pageRecords({
        path: '/docs/connect',
        title: 'Connect a provider',
        intro: [
          'Connect the provider, then connect the device; a connection test checks the connector.',
        ],
      }),
      ...pageRecords({
        path: '/docs/refund',
        title: 'Refund a sale',
        intro: ['Give the money back.'],
      }),
      ...pageRecords({
        path: '/docs/sale',
        title: 'Sale list',
        intro: ['A sale can be cancelled or refunded, and a refund shows here.'],
      }),
      ...pageRecords({
        path: '/docs/slip',
        title: 'View a salary slip',
        intro: ['The slip of one month.'],
      }),
      ...pageRecords({
        path: '/docs/holidays',
        title: 'Set holidays',
        intro: ['Close the school for a day.'],
      }),
      ...pageRecords({
        path: '/docs/fees',
        title: 'Fees',
        intro: ['Everything about fees.'],
        sections: fees.map((heading, i) => ({
          heading,
          anchor: `fee-${String(i)}`,
          paragraphs: [`The fee ${heading}.`],
        })),
      }),
      ...['one', 'two', 'three', 'four']
        .map((name) =>
          pageRecords({
            path: `/docs/${name}`,
            title: `Page ${name}`,
            intro: [`A fee is due for ${name}.`],
          }),
        )
        .flat(),
    ],
    [['salary slip', 'payslip']],
  );
  const pagesOf = async (query: string) =>
    (await ranked.search({query, facetFilters: contextual})).hits.map(
      (hit) => new URL(hit.url_without_anchor).pathname,
    );

  it('puts a word found as typed before typos and longer words: cron before connect', async () => {
    expect((await pagesOf('cron'))[0]).toBe('/docs/cron');
  });

  it('puts a page with the word in its title before one that mentions it in passing', async () => {
    expect(await pagesOf('refund')).toEqual(['/docs/refund', '/docs/sale']);
  });

  it('puts the page whose title holds more of the words first, even a word most pages hold', async () => {
    // 'add' is on every page, so BM25 gives it almost nothing; the lending page says 'library book' often.
    const books = memoryEngine([
      ...pageRecords({
        path: '/docs/allot',
        title: 'Allot a library book',
        intro: ['Find the library book. Each library book has a library book number. Add a note.'],
      }),
      ...pageRecords({
        path: '/docs/add',
        title: 'Add a library book',
        intro: ['Enter the title and the shelf.'],
      }),
      ...['one', 'two', 'three', 'four'].flatMap((name) =>
        pageRecords({path: `/docs/${name}`, title: `Page ${name}`, intro: ['Add a note.']}),
      ),
    ]);
    const {hits} = await books.search({
      query: 'how to add a book to library',
      facetFilters: contextual,
    });
    expect(hits[0]?.url).toBe('https://docs.example.com/docs/add');
  });

  it("finds the guide's word for the reader's, and highlights it", async () => {
    const {hits} = await ranked.search({
      query: 'payslip',
      facetFilters: contextual,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    expect(hits[0]?.url).toBe('https://docs.example.com/docs/slip');
    expect(hits[0]?._highlightResult.hierarchy.lvl1?.value).toBe(
      'View a <mark>salary</mark> <mark>slip</mark>',
    );
  });

  it('leaves out stop words: a question finds the page its other words find', async () => {
    expect((await pagesOf('how do i set holidays'))[0]).toBe('/docs/holidays');
  });

  it("doesn't let one page fill the first five results when others match: five pages come first", async () => {
    const pages = await pagesOf('fee');
    expect(new Set(pages.slice(0, 5)).size).toBe(5);
    expect(pages.filter((page) => page === '/docs/fees').length).toBeLessThanOrEqual(3);
  });
});

describe('SearchEngine: a response of 20 hits from few page files', () => {
  const fetched: string[] = [];
  const many = memoryEngine(
    Array.from({length: 30}, (_, i) =>
      pageRecords({
        path: `/docs/page-${String(i)}`,
        title: `Page ${String(i)}`,
        intro: [`A fee is due on page ${String(i)}.`],
      }),
    ).flat(),
    [],
    (file) => fetched.push(file),
  );

  it('lists 20 hits, reading only the first five pages in full and only the title cards of the others', async () => {
    fetched.length = 0;
    const {hits, hitsPerPage} = await many.search({
      query: 'fee',
      facetFilters: contextual,
      hitsPerPage: 50,
    });
    expect(hitsPerPage).toBe(20);
    expect(hits).toHaveLength(20);
    const files = fetched.map((file) => file.replace(/^.*\//, '').replace(/\d+/, 'N'));
    expect(files.filter((file) => file === 'pN.json')).toHaveLength(5);
    expect(files.filter((file) => file === 'cN.json')).toHaveLength(15);
    expect(hits.slice(0, 5).every((hit) => hit._snippetResult.content !== undefined)).toBe(true);
    // A title card has no text: its page is listed by its title.
    expect(hits.slice(5).every((hit) => hit.type === 'lvl1' && hit.content === null)).toBe(true);
  });

  it('reads a page in full once fetched, wherever it ranks next', async () => {
    const first = await many.search({query: 'fee', facetFilters: contextual, hitsPerPage: 20});
    const second = await many.search({
      query: 'fee',
      facetFilters: contextual,
      hitsPerPage: 20,
      page: 1,
    });
    expect(second.hits.length).toBeGreaterThan(0);
    expect(second.hits.slice(0, 5).every((hit) => hit._snippetResult.content !== undefined)).toBe(
      true,
    );
    expect(first.hits.map((hit) => hit.objectID)).not.toEqual(
      second.hits.map((hit) => hit.objectID),
    );
  });
});
