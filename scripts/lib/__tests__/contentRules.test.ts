import {describe, expect, it} from 'vitest';
import {checkPage, checkSite, wordsOf} from '../contentRules';
import {linkedPages} from '../linkNameRules';
import {formatFinding, type PageSource} from '../pageSource';

const filler = (words: number) =>
  Array.from({length: words}, (_, i) => `word${String(i)}`).join(' ');

const goodPage = (overrides: Partial<PageSource> = {}): PageSource => ({
  path: 'Modules/Library/Lists/list.md',
  frontMatter: {
    title: 'Allotment list',
    description: 'Find, filter and export the books allotted to students and employees.',
    sidebar_label: 'List',
    sidebar_position: 1,
    keywords: ['library', 'allotment', 'loan list'],
  },
  body: `${filler(160)}\n\n## Columns\n\nText.\n\n## Related pages\n\n- [Library](../about.md)\n- [Allot a book](../Forms/Entry/add-new.md)\n`,
  ...overrides,
});

const messages = (page: PageSource) => checkPage(page).map((finding) => finding.message);

describe('checkPage', () => {
  it('accepts a page that follows the style guide', () => {
    expect(messages(goodPage())).toEqual([]);
  });

  it('asks for the five front-matter fields and nothing else', () => {
    const page = goodPage({frontMatter: {title: 'Allotment list', slug: '/x'}});
    expect(messages(page)).toEqual(
      expect.arrayContaining([
        'front matter lacks "description": add it (the handbook\'s "Front matter" shows all five fields)',
        'front matter has "slug": remove it; only title, description, sidebar_label, sidebar_position, keywords, sidebar_group are allowed',
      ]),
    );
  });

  it('checks the length of the description and its final period', () => {
    const page = goodPage({frontMatter: {...goodPage().frontMatter, description: 'Too short'}});
    expect(messages(page)).toEqual(
      expect.arrayContaining([
        'description is 9 characters: write one sentence of 50 to 160',
        'description does not end with a period: add one',
      ]),
    );
  });

  it('wants 300 words on About pages', () => {
    expect(messages(goodPage({path: 'Modules/Library/about.md'}))).toEqual([
      expect.stringMatching(
        /^body has \d+ words: write at least 300 \(the handbook's "Page length"\)$/,
      ),
    ]);
  });

  it('rejects a level-1 heading and a missing Related pages section', () => {
    const page = goodPage({body: `# Allotment list\n\n${filler(200)}\n\n## Columns\n`});
    expect(messages(page)).toEqual(
      expect.arrayContaining([
        '"# Allotment list": the title is the page heading; use ## and ###',
        'the last section must be "## Related pages": end the page with it, and 2 to 5 links to related pages',
      ]),
    );
  });

  it('names banned wording with its line', () => {
    const page = goodPage({body: `${goodPage().body}\nPlease click **Save**.\n`});
    expect(messages(page)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/"Please": no polite filler/),
        expect.stringMatching(/"click": use "select"/),
      ]),
    );
  });

  it('ignores banned words inside code', () => {
    const page = goodPage({body: `${goodPage().body}\nEnter \`click here\` as the name.\n`});
    expect(messages(page)).toEqual([]);
  });

  it('ignores wording inside bold interface labels, which quote the model', () => {
    const page = goodPage({
      body: `${goodPage().body}\nIn **Location**, select **At our place**. Difficulty is Easy, Medium or Hard.\n`,
    });
    expect(messages(page)).toEqual([]);
  });

  it('wants › in navigation paths', () => {
    const page = goodPage({body: `${goodPage().body}\nGo to **Library > Allotment**.\n`});
    expect(messages(page)).toEqual([expect.stringMatching(/write navigation paths with ›/)]);
  });

  it('finds placeholder text', () => {
    const page = goodPage({body: `${goodPage().body}\nLorem ipsum.\n`});
    expect(checkPage(page)).toContainEqual({
      path: page.path,
      line: 12,
      message: 'placeholder text (lorem ipsum, TODO, TBD, coming soon): write the real content',
    });
  });
});

describe('checkPage on pages with a procedure', () => {
  const procedure = `${filler(160)}\n\n## Return a book\n\n1. Go to **Library › Allotment**.\n2. Select **Return**.\n\n`;
  const related =
    '## Related pages\n\n- [Library](../about.md)\n- [Allot a book](../Forms/Entry/add-new.md)\n';
  const endings =
    '## Troubleshooting\n\n### The book is not listed\n\nText.\n\n## Next steps\n\n- Text.\n\n';

  it('wants Troubleshooting, Next steps and Related pages at the end, in that order', () => {
    expect(messages(goodPage({body: procedure + endings + related}))).toEqual([]);
    expect(messages(goodPage({body: procedure + related}))).toEqual([
      'a page with a procedure ends with "## Troubleshooting", "## Next steps", "## Related pages": add "## Troubleshooting" and "## Next steps" (the handbook\'s "Every task ends well")',
    ]);
    const swapped =
      '## Next steps\n\n- Text.\n\n## Troubleshooting\n\n### The book is not listed\n\nText.\n\n';
    expect(messages(goodPage({body: procedure + swapped + related}))).toEqual([
      'the last sections must be "## Troubleshooting", then "## Next steps", then "## Related pages", in that order',
    ]);
  });

  it('leaves About pages and pages without a procedure alone', () => {
    expect(messages(goodPage({body: `${filler(160)}\n\n- A list.\n\n${related}`}))).toEqual([]);
    const about = goodPage({
      path: 'Modules/Library/about.md',
      body: `${filler(310)}\n\n${procedure}${related}`,
    });
    expect(messages(about)).toEqual([]);
  });
});

describe('checkPage names the line and the fix', () => {
  it('points a front-matter finding at its field, and names the keyword to change', () => {
    const page = goodPage({
      frontMatter: {
        ...goodPage().frontMatter,
        title: 'Allotment list.',
        keywords: ['Library', 'loan', 'book'],
      },
      frontMatterLines: {title: 2, keywords: 6},
    });
    expect(checkPage(page)).toEqual([
      {path: page.path, line: 2, message: 'title ends with ".": remove the end punctuation'},
      {path: page.path, line: 6, message: 'keywords must be lowercase text: change "Library"'},
    ]);
  });

  it('gives heading findings their line, and says which level to use', () => {
    const body = `${filler(160)}\n\n#### Columns\n\nText.\n\n## Related pages\n\n- [Library](../about.md)\n`;
    expect(checkPage(goodPage({body, firstBodyLine: 8}))).toEqual([
      {
        path: 'Modules/Library/Lists/list.md',
        line: 10,
        message: '"#### Columns" skips a heading level: make it ##',
      },
      {
        path: 'Modules/Library/Lists/list.md',
        line: 14,
        message: '"Related pages" has 1 links: use 2 to 5',
      },
    ]);
  });

  it('prints a finding as file:line, the form editors link to, in the file to change', () => {
    expect(
      formatFinding({
        path: 'New/stop-fee.md',
        line: 12,
        message: '"click": use "select" for every control',
      }),
    ).toBe('docs/New/stop-fee.md:12: "click": use "select" for every control');
    expect(
      formatFinding({
        path: 'New/stop-fee.md',
        file: 'writing/routes.txt',
        line: 40,
        message: 'add it',
      }),
    ).toBe('writing/routes.txt:40: add it');
  });

  it('gives every finding a line: the field, the place a missing section goes, or line 1', () => {
    const frontMatter = {...goodPage().frontMatter, description: 'Short, TODO.'};
    delete (frontMatter as Record<string, unknown>).keywords;
    const procedure = `Text.\n\n1. Select **Save**.\n\n## Related pages\n\n- [Library](../about.md)\n- [Allot a book](../Forms/Entry/add-new.md)\n`;
    const page = goodPage({
      frontMatter,
      frontMatterLines: {title: 2, description: 3},
      body: procedure,
      firstBodyLine: 8,
    });
    expect(
      checkPage(page).map(({line, message}) => `${String(line)}: ${message.split(':')[0] ?? ''}`),
    ).toEqual([
      '1: front matter lacks "keywords"',
      '3: description is 12 characters',
      '12: a page with a procedure ends with "## Troubleshooting", "## Next steps", "## Related pages"',
      '1: body has 10 words',
      '3: placeholder text (lorem ipsum, TODO, TBD, coming soon)',
    ]);
    const noEnding = goodPage({body: `${filler(160)}\n\n## Columns\n\nText.\n`, firstBodyLine: 8});
    expect(checkPage(noEnding).map(({line}) => line)).toEqual([12]);
  });
});

describe('wordsOf', () => {
  it('counts prose, not code or link targets', () => {
    expect(
      wordsOf('Select **Save** in [Library](../about.md).\n\n```\nnot counted here\n```\n'),
    ).toBe(4);
  });
});

describe('checkSite', () => {
  it('reports a title used twice', () => {
    const first = goodPage();
    const second = goodPage({path: 'Modules/Student/Lists/list.md'});
    // Both pages are told, so a check of either one alone sees it; each at its field's line.
    expect(
      checkSite([first, {...second, frontMatterLines: {title: 2}}]).map((f) => [f.path, f.line]),
    ).toEqual([
      ['Modules/Library/Lists/list.md', 1],
      ['Modules/Student/Lists/list.md', 2],
      ['Modules/Library/Lists/list.md', 1],
      ['Modules/Student/Lists/list.md', 1],
    ]);
    expect(checkSite([first, second]).map((f) => f.message)).toEqual([
      'title "Allotment list" is also used by Modules/Student/Lists/list.md: write one that only this page uses',
      'title "Allotment list" is also used by Modules/Library/Lists/list.md: write one that only this page uses',
      `description "${String(first.frontMatter.description)}" is also used by Modules/Student/Lists/list.md: write one that only this page uses`,
      `description "${String(first.frontMatter.description)}" is also used by Modules/Library/Lists/list.md: write one that only this page uses`,
    ]);
  });
});

describe('linkedPages', () => {
  it('resolves relative links from the page, spaces and anchors included', () => {
    const page = goodPage({
      path: 'Modules/Library/Forms/Entry/add-new.md',
      body: '[a](../../about.md) [b](../settings.md#penalty-fee-rules) [c](../../../../Getting%20Started/change-password.md) [d](https://example.com/x.md)',
    });
    expect([...linkedPages(page)].sort()).toEqual([
      'Getting Started/change-password.md',
      'Modules/Library/Forms/settings.md',
      'Modules/Library/about.md',
    ]);
  });
});

describe('checkSite on About pages', () => {
  it('asks the About page to link every page of its module', () => {
    const about = goodPage({
      path: 'Modules/Note/about.md',
      body: '[New note](Forms/Entry/add-new.md)',
    });
    const pages = [
      about,
      goodPage({
        path: 'Modules/Note/Forms/Entry/add-new.md',
        frontMatter: {title: 'Add a note', description: 'One.'},
      }),
      goodPage({
        path: 'Modules/Note/Lists/list.md',
        frontMatter: {title: 'Note list', description: 'Two.'},
      }),
    ];
    // Reported for the page that isn't linked, in the About page's file: a check of the new page sees it.
    const aboutFindings = checkSite(pages).filter((f) => f.file === 'docs/Modules/Note/about.md');
    expect(aboutFindings.map((f) => [f.path, f.line, f.message])).toEqual([
      [
        'Modules/Note/Lists/list.md',
        1,
        'the About page doesn\'t link to Modules/Note/Lists/list.md: link it under "What you can do"',
      ],
    ]);
    const withSection = {
      ...about,
      body: `Text.\n\n## What you can do\n\n${about.body}\n`,
      firstBodyLine: 8,
    };
    expect(
      checkSite([withSection, ...pages.slice(1)])
        .filter((f) => f.file === 'docs/Modules/Note/about.md')
        .map((f) => f.line),
    ).toEqual([10]);
  });

  it('wants a how-to guide linked from outside the how-to guides', () => {
    const howTo = goodPage({
      path: 'New/stop-fee.md',
      frontMatter: {title: 'Stop fees', description: 'One.'},
    });
    const sibling = goodPage({
      path: 'New/change_session.md',
      frontMatter: {title: 'Change the session', description: 'Two.'},
      body: '[Stop fees](stop-fee.md)',
    });
    const howToFindings = (pages: PageSource[]) =>
      checkSite(pages)
        .filter((f) => f.path === howTo.path)
        .map((f) => `${String(f.line)}: ${f.message.split(':')[0] ?? ''}`);
    expect(howToFindings([howTo, sibling])).toEqual([
      '1: no page outside the how-to guides links here',
    ]);
    const workflow = goodPage({
      path: 'Workflows/monthly-fees.md',
      frontMatter: {title: 'Monthly fees', description: 'Three.'},
      body: '[Stop fees](../New/stop-fee.md)',
    });
    expect(howToFindings([howTo, sibling, workflow])).toEqual([]);
  });
});

describe('checkSite on link texts', () => {
  const library = goodPage({
    path: 'Modules/Library/about.md',
    frontMatter: {title: 'Library', sidebar_label: 'About', description: 'One.'},
    body: '## Fields\n\nText.\n\n## Fix upload errors\n\nText.\n\n## Fields\n',
  });
  const linkMessages = (body: string) => {
    const page = goodPage({body, firstBodyLine: 7});
    // Only the link texts: the fixture's About page doesn't list the page, which is checked above.
    return checkSite([library, page])
      .filter((f) => f.path === page.path && f.file === undefined)
      .map((f) => `${String(f.line)}: ${f.message}`);
  };

  it("wants a Related pages link to read as its target's title, naming the line", () => {
    expect(
      linkMessages('Text.\n\n## Related pages\n\n- [The library module](../about.md)\n'),
    ).toEqual([
      '11: link "The library module" should read "Library", the title of Modules/Library/about.md',
    ]);
  });

  it('accepts the title or the sidebar label, in any case', () => {
    expect(
      linkMessages('## Related pages\n\n- [library](../about.md)\n- [About](../about.md)\n'),
    ).toEqual([]);
  });

  it('checks "see [page]" links in the text, also in a series, and leaves other links alone', () => {
    const body =
      'For rules, see [Old name](../about.md) and [Library](../about.md). Read the [old name](../about.md).\n';
    expect(linkMessages(body)).toEqual([
      '7: link "Old name" should read "Library", the title of Modules/Library/about.md',
    ]);
  });

  it('checks Next steps links and a link that starts a list item, as they name the page they lead to', () => {
    const body =
      '- [Old name](../about.md) for the rules.\n\n## Next steps\n\n- Set the rules: [Rules](../about.md).\n';
    expect(linkMessages(body)).toEqual([
      '7: link "Old name" should read "Library", the title of Modules/Library/about.md',
      '11: link "Rules" should read "Library", the title of Modules/Library/about.md',
    ]);
  });

  it("lets a link to a heading read as the heading, with Docusaurus's anchors for repeated headings", () => {
    expect(
      linkMessages(
        'See [Fix upload errors](../about.md#fix-upload-errors) and [Fields](../about.md#fields-1).\n',
      ),
    ).toEqual([]);
    expect(linkMessages('See [Errors](../about.md#fix-upload-errors).\n')).toEqual([
      '7: link "Errors" should read "Library", the title of Modules/Library/about.md (or its heading "Fix upload errors")',
    ]);
  });

  it('wants a link within the page to read as the heading it goes to', () => {
    const body = 'For details, see [Fields](#columns) or [Columns](#columns).\n\n## Columns\n';
    expect(linkMessages(body)).toEqual([
      '7: link "Fields" should read "Columns", the heading it links to',
    ]);
  });

  it('skips links that leave the guide and links inside code', () => {
    const body =
      'See [the provider](https://example.com/x.md).\n\n```md\nsee [Old name](../about.md)\n```\n';
    expect(linkMessages(body)).toEqual([]);
  });
});
