import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractRecords, withoutDocsSidebar} from '../extractRecords';

const url = 'https://docs.example.com/docs/Modules/Library/Allotment/penalty_settings';
const docPage = readFileSync(path.join(__dirname, 'fixtures', 'doc-page.html'), 'utf8');
const records = extractRecords({html: docPage, url});

/** One line a record: type, anchor, the deepest heading set, content. */
function summary(): string[] {
  return records.map((record) => {
    const levels = Object.values(record.hierarchy).filter((value) => value !== null);
    return [record.type, record.anchor ?? '-', levels.at(-1), record.content ?? ''].join(' | ');
  });
}

describe('extractRecords', () => {
  it('gives one record per heading and per paragraph, list item and last table cell, in page order', () => {
    expect(summary()).toEqual([
      'lvl1 | - | Set library penalty fee rules | ',
      'content | - | Set library penalty fee rules | The penalty fee rules decide what a member pays for a late book.',
      'lvl2 | before-you-begin | Before you begin | ',
      'content | before-you-begin | Before you begin | You need Settings permission for Library.',
      'content | before-you-begin | Before you begin | A paragraph inside a list item.',
      'content | before-you-begin | Before you begin | A nested item.',
      'lvl3 | fields | Fields | ',
      'lvl5 | fields | Penalty fee per day | ',
      'content | fields | Penalty fee per day | The amount charged for each day late.',
      'lvl5 | fields | Grace days | ',
      'content | fields | Grace days | Days after the due date with no fee: <img src=x onerror=alert(1)>',
      'content | fields | Fields | After the table.',
      'lvl2 | related-pages | Related pages | ',
    ]);
  });

  it("puts the page's keywords front matter on its title record only, blanks dropped", () => {
    expect(records[0]?.keywords).toEqual(['library fine', 'late fee', 'penalty']);
    expect(records.slice(1).some((record) => 'keywords' in record)).toBe(false);
  });

  it("puts the page's description front matter on its title record only", () => {
    expect(records[0]?.description).toBe('Set what a member pays for each day a book is late.');
    expect(records.slice(1).some((record) => 'description' in record)).toBe(false);
  });

  it('takes lvl0 from the breadcrumbs and lvl1 from the header h1', () => {
    expect(records[0]?.hierarchy).toEqual({
      lvl0: 'Modules › Library',
      lvl1: 'Set library penalty fee rules',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
  });

  it('sets urls with the nearest heading anchor, facets from the docsearch meta tags and crawler weights', () => {
    const fieldRecord = records.find((record) => record.content?.startsWith('The amount charged'));
    expect(fieldRecord).toMatchObject({
      url: `${url}#fields`,
      url_without_anchor: url,
      anchor: 'fields',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      version: ['current'],
      weight: {pageRank: 0, level: 0, position: 8},
    });
    expect(records[0]).toMatchObject({url, anchor: null, weight: {level: 90, position: 0}});
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it('keeps text as text: markup in the page stays in the record verbatim, never parsed', () => {
    expect(records.some((record) => record.content?.includes('<img src=x onerror=alert(1)>'))).toBe(
      true,
    );
  });

  it('skips the hash links, breadcrumbs, table of contents, doc footer, pagination and text before the h1', () => {
    const text = JSON.stringify(records);
    for (const skipped of [
      '\u200b',
      'Home',
      'On this page',
      'Edit this page',
      'Next',
      'Text before the title',
    ]) {
      expect(text).not.toContain(skipped);
    }
  });

  it('gives no records for noindex pages, pages with several articles and pages with no title', () => {
    const noindex = docPage.replace(
      '<head>',
      '<head><meta name="robots" content="noindex, nofollow">',
    );
    const blogList = `<html><body><article><h1>One</h1><p>a</p></article><article><h1>Two</h1></article></body></html>`;
    const untitled = '<html><body><article><p>No heading here.</p></article></body></html>';
    expect(extractRecords({html: noindex, url})).toEqual([]);
    expect(extractRecords({html: blogList, url})).toEqual([]);
    expect(extractRecords({html: untitled, url})).toEqual([]);
  });

  it('falls back to the active navbar item, then Blog, then Documentation for lvl0', () => {
    const page = (attributes: string, navbar: string) =>
      `<html ${attributes}><head></head><body>${navbar}<article><header><h1>Title</h1></header><p>Text</p></article></body></html>`;
    const lvl0 = (html: string) => extractRecords({html, url})[0]?.hierarchy.lvl0;
    expect(lvl0(page('', '<a class="navbar__item navbar__link--active">Docs</a>'))).toBe('Docs');
    expect(lvl0(page('class="plugin-blog"', ''))).toBe('Blog');
    expect(lvl0(page('', ''))).toBe('Documentation');
  });
});

describe('withoutDocsSidebar', () => {
  const sidebar =
    '<aside class="theme-doc-sidebar-container x"><nav><aside>inner</aside><a href="/a">A</a></nav></aside>';

  it('cuts the docs sidebar, asides nested in it included, and nothing else', () => {
    expect(withoutDocsSidebar(`<div>${sidebar}<main><aside>note</aside></main></div>`)).toBe(
      '<div><main><aside>note</aside></main></div>',
    );
  });

  it('leaves a page without a sidebar, or with one never closed, as it is', () => {
    expect(withoutDocsSidebar('<main>text</main>')).toBe('<main>text</main>');
    expect(withoutDocsSidebar('<aside class="theme-doc-sidebar-container"><nav>')).toBe(
      '<aside class="theme-doc-sidebar-container"><nav>',
    );
  });

  it('gives the same records with or without the sidebar', () => {
    const withSidebar = docPage.replace('<main', `${sidebar}<main`);
    expect(withSidebar).not.toBe(docPage);
    expect(extractRecords({html: withSidebar, url})).toEqual(records);
  });
});
