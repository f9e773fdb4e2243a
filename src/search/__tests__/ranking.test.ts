import {describe, expect, it} from 'vitest';
import {editDistance, prefixDistance, typoLikelihood} from '../editDistance';
import {namingFlags} from '../indexLayout';
import {informativeness, rankPages, type PageIndex} from '../pageRanking';
import {QueryVocabulary} from '../querySlots';
import {memoryEngine, pageRecords} from './makeRecords';

/** The ranking principles of pageRanking.ts and querySlots.ts, each on a small guide made to test it. */

const contextual = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];
const filler = ['one', 'two', 'three', 'four', 'five', 'six'].flatMap((name) =>
  pageRecords({
    path: `/docs/${name}`,
    title: `Page ${name}`,
    intro: ['Add a new note to the list.'],
  }),
);

const firstPages = async (engine: ReturnType<typeof memoryEngine>, query: string) => [
  ...new Set(
    (await engine.search({query, facetFilters: contextual})).hits.map((hit) =>
      decodeURI(new URL(hit.url_without_anchor).pathname),
    ),
  ),
];

describe('ranking principles', () => {
  it("puts the page whose whole title is the query first: a module's name finds its overview", async () => {
    // The reports page says 'library' more often, and in its title and keywords too.
    const engine = memoryEngine([
      ...pageRecords({
        path: '/docs/Library/about',
        title: 'Library',
        section: 'Modules › Library',
        intro: ['Lend books to members.'],
      }),
      ...pageRecords({
        path: '/docs/Library/report',
        title: 'Library reports',
        section: 'Modules › Library',
        keywords: ['library', 'library report'],
        intro: ['Library reports list library books, library members and library fines.'],
      }),
      ...pageRecords({
        path: '/docs/Event/about',
        title: 'Event Manager',
        section: 'Modules › Event Manager',
        intro: ['Run events.'],
      }),
      ...pageRecords({
        path: '/docs/Event/settings',
        title: 'Event Manager settings',
        section: 'Modules › Event Manager',
        intro: ['Event Manager settings: event types for the event manager.'],
      }),
      ...filler,
    ]);
    expect((await firstPages(engine, 'library'))[0]).toBe('/docs/Library/about');
    expect((await firstPages(engine, 'event manager'))[0]).toBe('/docs/Event/about');
    // A query that holds more than the title is not the title: 'library report' is the reports page.
    expect((await firstPages(engine, 'library report'))[0]).toBe('/docs/Library/report');
  });

  it("puts a module's overview first when the reader names the module in their own word", async () => {
    // Both pages carry 'quiz' in their keywords only; the task page is first in the guide's order.
    const engine = memoryEngine([
      ...pageRecords({
        path: '/docs/Test/Entry/add-new',
        title: 'Add a new online test',
        keywords: ['test', 'new test', 'quiz'],
        intro: ['Create an online test with its questions and duration.'],
      }),
      ...pageRecords({
        path: '/docs/Test/about',
        title: 'Test',
        keywords: ['test', 'online test', 'quiz'],
        intro: ['Test runs online tests from a question pool and scores each attempt.'],
      }),
      ...filler,
    ]);
    expect((await firstPages(engine, 'quiz'))[0]).toBe('/docs/Test/about');
    // A query with more in it asks for a job: 'new quiz' is the task page.
    expect((await firstPages(engine, 'new quiz'))[0]).toBe('/docs/Test/Entry/add-new');
  });

  it("puts the page that does a job before its section's overview, which mentions every job in passing", async () => {
    // Two pages that match each word as well: page 0 is the section's overview, page 1 one of its jobs.
    const vocabulary = new QueryVocabulary(['dashboard', 'holiday', 'notice', 'put'], []);
    const index: PageIndex = {
      pageCount: 10,
      titleBonus: 0,
      keywordBonus: 0,
      titleTermCounts: [],
      isOverview: (page) => page === 0,
      // Each term: page 0, then page 1 (a gap of 1), each with the same stored score.
      postingsOf: () => Promise.resolve([0, 10 * namingFlags, 1, 10 * namingFlags]),
      keeps: () => true,
    };
    const first = async (query: string) =>
      (await rankPages(vocabulary.slots(query.split(' ')), index))[0]?.page;
    expect(await first('notice')).toBe(0);
    expect(await first('put holiday notice on dashboard')).toBe(1);
  });

  it('lets a page miss a word the query shares with many pages: a report found by its purpose', async () => {
    // The overview mentions every word in passing; the report names the purpose but not 'medicines',
    // which several pages hold and so tells less than 'expiring soon'.
    const engine = memoryEngine([
      ...pageRecords({
        path: '/docs/Product/about',
        title: 'Product and Stock',
        intro: [
          'Product and Stock keeps items, medicines and supplies. Reports show what is expiring and what to order soon.',
        ],
      }),
      ...pageRecords({
        path: '/docs/Product/report',
        title: 'Low stock and expiry reports',
        keywords: ['low stock report', 'expiring soon', 'items running low'],
        intro: ['Run the expiring soon report to remove items before they expire.'],
      }),
      ...['Medicine list', 'Add a medicine', 'Medicine settings'].flatMap((title, i) =>
        pageRecords({
          path: `/docs/Product/page-${String(i)}`,
          title,
          intro: ['Each medicine has a batch and a price.'],
        }),
      ),
      ...filler,
    ]);
    expect((await firstPages(engine, 'medicines expiring soon'))[0]).toBe('/docs/Product/report');
    // A page that has every word still beats one that misses a word as telling as the others.
    expect((await firstPages(engine, 'medicine list'))[0]).toBe('/docs/Product/page-0');
  });

  it('measures how much a word tells pages apart: 1 on one page, 0 on every page', () => {
    expect(informativeness(1, 400)).toBe(1);
    expect(informativeness(400, 400)).toBeCloseTo(0, 2);
    expect(informativeness(20, 400)).toBeGreaterThan(informativeness(200, 400));
  });
});

describe('what names a page', () => {
  it("puts a page whose keywords carry the reader's word before pages that only share the module's name", async () => {
    const engine = memoryEngine([
      ...pageRecords({
        path: '/docs/Library/penalty',
        title: 'Settle a library penalty fee',
        section: 'Modules › Library',
        keywords: ['library', 'penalty fee', 'fine'],
        intro: ['Collect the penalty fee.'],
      }),
      ...['Add a library book', 'Library book list', 'Library settings'].flatMap((title, i) =>
        pageRecords({
          path: `/docs/Library/page-${String(i)}`,
          title,
          section: 'Modules › Library',
          intro: [
            'Library books and members, library shelves and the library catalog. A fine book is one in good repair.',
          ],
        }),
      ),
      ...filler,
    ]);
    expect((await firstPages(engine, 'library fine'))[0]).toBe('/docs/Library/penalty');
  });

  it("doesn't let verbs most pages share drown a question about the suite", async () => {
    const engine = memoryEngine([
      ...pageRecords({
        path: '/docs/Getting Started/adding-new-module',
        title: 'Add a module',
        section: 'Getting started',
        keywords: ['module store', 'add module', 'plugins'],
        intro: ['Add a new module or plugin from the Module Store.'],
      }),
      // 'Add a new user' holds both verbs in its title, and mentions a plugin in passing.
      ...pageRecords({
        path: '/docs/user/add-new',
        title: 'Add a new user',
        intro: ['Add a new user.', 'The SMS plugin sends a welcome message.'],
      }),
      ...['book', 'patient', 'student'].flatMap((thing) =>
        pageRecords({
          path: `/docs/${thing}/add-new`,
          title: `Add a new ${thing}`,
          intro: [`Add a new ${thing}.`],
        }),
      ),
      ...filler,
    ]);
    expect((await firstPages(engine, 'how to add a new plugin'))[0]).toBe(
      '/docs/Getting Started/adding-new-module',
    );
  });
});

describe('what a page is for', () => {
  it("finds a page by its purpose, which its description states in the reader's words", async () => {
    const engine = memoryEngine([
      ...pageRecords({
        path: '/docs/Student/dues-report',
        title: 'Student dues report',
        description:
          'Run the Student dues report to see which students owe fees, by class and month.',
        intro: ['The report lists dues by class, fee head and month.'],
      }),
      ...['Collect fees', 'Fee settings', 'Fee discounts'].flatMap((title, i) =>
        pageRecords({
          path: `/docs/Student/fee-${String(i)}`,
          title,
          intro: ['Students pay fees each month. Fees have fee heads and due dates.'],
        }),
      ),
      ...filler,
    ]);
    expect((await firstPages(engine, 'which students owe fees'))[0]).toBe(
      '/docs/Student/dues-report',
    );
  });
});

describe('typos', () => {
  it('counts two swapped letters as one typo, as Algolia does', () => {
    expect(editDistance('pateint', 'patient', 1)).toBe(1);
    expect(prefixDistance('studnet', 'students', 1)).toBe(1);
    expect(editDistance('ptaeint', 'patient', 1)).toBe(Infinity);
  });

  it('costs a short word more than a long one', () => {
    expect(typoLikelihood(1, 10)).toBeGreaterThan(typoLikelihood(1, 4));
    expect(typoLikelihood(2, 8)).toBeLessThan(typoLikelihood(1, 8));
  });

  it('reads a misspelled word as the word the guide uses often, not a rare word as near, beside a correct word', async () => {
    // 'pateint' is one typo from both 'patient' and 'patent'; the patent page is short and rare, so BM25 alone would prefer it.
    const engine = memoryEngine([
      ...pageRecords({path: '/docs/patent', title: 'Patent list', intro: ['Patent.']}),
      ...['Patient list', 'Add a patient', 'Patient reports', 'Patient settings'].flatMap(
        (title, i) =>
          pageRecords({
            path: `/docs/patient-${String(i)}`,
            title,
            intro: ['Each patient has a file. The patient list shows every patient of the clinic.'],
          }),
      ),
      ...filler,
    ]);
    expect((await firstPages(engine, 'pateint list'))[0]).toBe('/docs/patient-0');
  });

  it('lets a misspelled word name a page as the word it means does, in its title or keywords', async () => {
    // Every leave page holds 'leave' in its title and says it more often; only one is about approval.
    const engine = memoryEngine([
      ...pageRecords({
        path: '/docs/leave/approve',
        title: 'Approval of leave',
        intro: ['Approve or reject it.'],
      }),
      ...['Leave list', 'Leave history', 'Leave settings'].flatMap((title, i) =>
        pageRecords({
          path: `/docs/leave/page-${String(i)}`,
          title,
          intro: [
            'Each leave of an employee, by leave type: the leave days, the leave balance, the leave approval.',
          ],
        }),
      ),
      ...filler,
    ]);
    expect((await firstPages(engine, 'leave approval'))[0]).toBe('/docs/leave/approve');
    expect((await firstPages(engine, 'leave aproval'))[0]).toBe('/docs/leave/approve');
  });
});
