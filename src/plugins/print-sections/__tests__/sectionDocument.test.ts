import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {pageAnchor, sectionDocument, type SourcePage} from '../sectionDocument';

/** A built docs page, cut to what the document reads: head tags, the article and the chrome around it. */
function builtPage(title: string, body: string): string {
  return `<!doctype html><html lang=en dir=ltr><head><title>${title} | Docs</title>
<meta name=description content="About ${title}"><meta name=twitter:card content=summary_large_image>
<meta property=og:image content=https://docs.example.com/img/social-card.png><meta name=twitter:image content=https://docs.example.com/img/social-card.png>
<link rel=icon href=/img/favicon.svg><link rel=canonical href=https://docs.example.com/x><link rel=stylesheet href=/assets/css/styles.css>
<link rel=preload href=/assets/js/main.js as=script><script src=/assets/js/main.js defer></script></head>
<body><nav class=navbar>Docs Support</nav><main><article><nav class=theme-doc-breadcrumbs>Home</nav>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>
<div class=printed-page-header><span>https://docs.example.com/x</span></div>${body}
<div class=print-button><button type=button>Print this page</button></div></div>
<footer class=theme-doc-footer><a class=theme-edit-this-page href=https://git.example.com/edit>Edit this page</a></footer></article></main></body></html>`;
}

const pages: SourcePage[] = [
  {
    id: 'Workflows/monthly-fees',
    permalink: '/docs/Workflows/monthly-fees',
    html: builtPage(
      'Run the monthly fee cycle',
      `<p>Intro.</p><p class=print-section-link><a href=/print/Workflows/monthly-fees>Print this section</a>: …</p>
<h2 id=steps>Steps<a href=#steps class=hash-link aria-label="Direct link to Steps">&#8203;</a></h2>
<p><a href=/docs/Modules/Student/Fee/submit-fee#fields>Fields</a>, <a href=/docs/Modules/Student/Fee/submit-fee>Collect</a>,
<a href=/docs/Modules/Cashflow/about>Cashflow</a>, <a href=https://example.org/help>help</a> and <a href=#steps>the steps</a>.</p>`,
    ),
  },
  {
    id: 'Modules/Student/Fee/submit-fee',
    permalink: '/docs/Modules/Student/Fee/submit-fee',
    html: builtPage(
      'Collect student fees',
      `<p class=workflow-steps>Step 4 of <a href="/docs/Workflows/monthly-fees#steps">Run the monthly fee cycle</a>.</p>
<h2 id=fields>Fields</h2><h3 id=amount>Amount</h3><label for=steps>x</label><h4 id=deep>Deep</h4>`,
    ),
  },
];

const html = sectionDocument({
  kind: 'workflow',
  url: 'https://docs.example.com/print/Workflows/monthly-fees',
  titleSuffix: ' | Docs',
  pages,
});
const $ = load(html);

describe('sectionDocument', () => {
  it('has its own head: title, description, canonical URL and noindex, with the site’s stylesheet, icon and preview image, and no script', () => {
    expect($('title').text()).toBe('Run the monthly fee cycle: the whole workflow | Docs');
    expect($('meta[name="description"]').attr('content')).toBe(
      'Every page of the workflow Run the monthly fee cycle in one document, 2 pages with a contents list, to print or save as PDF.',
    );
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('link[rel="canonical"]').attr('href')).toBe(
      'https://docs.example.com/print/Workflows/monthly-fees',
    );
    expect($('meta[property="og:url"]').attr('content')).toBe(
      'https://docs.example.com/print/Workflows/monthly-fees',
    );
    expect($('link[rel="stylesheet"]').attr('href')).toBe('/assets/css/styles.css');
    expect($('link[rel="icon"]')).toHaveLength(1);
    expect($('meta[name="twitter:image"]')).toHaveLength(1);
    expect($('script, link[rel="preload"]')).toHaveLength(0);
    expect($('html').attr('lang')).toBe('en');
  });

  it('has one h1, a contents list and each page as an article whose headings move one level down', () => {
    expect($('h1')).toHaveLength(1);
    expect(
      $('main nav a')
        .map((_i, a) => [[$(a).attr('href'), $(a).text()]])
        .get(),
    ).toEqual([
      ['#workflows-monthly-fees', 'Run the monthly fee cycle'],
      ['#modules-student-fee-submit-fee', 'Collect student fees'],
    ]);
    expect(
      $('article.print-section__page')
        .map((_i, a) => $(a).attr('id'))
        .get(),
    ).toEqual(['workflows-monthly-fees', 'modules-student-fee-submit-fee']);
    const second = $('#modules-student-fee-submit-fee');
    expect(second.find('h2').text()).toBe('Collect student fees');
    expect(second.find('h3').attr('id')).toBe('modules-student-fee-submit-fee--fields');
    expect(second.find('h4').attr('id')).toBe('modules-student-fee-submit-fee--amount');
    expect(second.find('h5').attr('id')).toBe('modules-student-fee-submit-fee--deep');
  });

  it('points links between its pages inside the document and leaves other links to the site', () => {
    const links = $('#workflows-monthly-fees p a')
      .map((_i, a) => $(a).attr('href'))
      .get();
    expect(links).toEqual([
      '#modules-student-fee-submit-fee--fields',
      '#modules-student-fee-submit-fee',
      '/docs/Modules/Cashflow/about',
      'https://example.org/help',
      '#workflows-monthly-fees--steps',
    ]);
    expect($('.workflow-steps a').attr('href')).toBe('#workflows-monthly-fees--steps');
    // A reference to an id the page doesn't have is left as it was.
    expect($('label').attr('for')).toBe('steps');
  });

  it('leaves out the chrome, the print actions and the heading links, and keeps the printed page header', () => {
    expect(
      $(
        '.navbar, .theme-doc-breadcrumbs, .theme-doc-footer, .print-button, .print-section-link, .hash-link',
      ),
    ).toHaveLength(0);
    expect($('.printed-page-header')).toHaveLength(2);
  });

  it('gives every id once', () => {
    const ids = $('[id]')
      .map((_i, element) => $(element).attr('id'))
      .get();
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('pageAnchor', () => {
  it('makes a docs id an anchor', () => {
    expect(pageAnchor('Getting Started/sign-in')).toBe('getting-started-sign-in');
  });
});
