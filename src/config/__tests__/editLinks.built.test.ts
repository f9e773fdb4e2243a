import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {editUrlBase, readSiteSettings} from '../site';

const buildDir = path.resolve(__dirname, '../../../build');
const editBase = editUrlBase(readSiteSettings(process.env));

function builtPage(route: string): string {
  const file = path.join(buildDir, route, 'index.html');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return readFileSync(file, 'utf8');
}

function editLink(html: string): string | undefined {
  return load(html)('a.theme-edit-this-page').attr('href');
}

describe('every page invites an edit', () => {
  it('a guide page links to its Markdown file and shows when it last changed', () => {
    const html = builtPage('docs/Getting Started/change-password');
    expect(editLink(html)).toBe(`${editBase}docs/Getting Started/change-password.md`);
    // The footer's date; the printed page header repeats it, on paper only (src/components/PrintedPageHeader).
    const updated = load(html)('.theme-doc-footer time[itemprop=dateModified]');
    expect(updated.closest('.theme-last-updated').text()).toMatch(
      /^Last updated on \w{3} \d{1,2}, \d{4}$/,
    );
    expect(Date.parse(updated.attr('datetime') ?? '')).toBeGreaterThan(Date.parse('2025-01-01'));
  });

  it('a blog post links to its Markdown file', () => {
    const html = builtPage('blog/2025/11/17/library-allotment-cycle');
    expect(editLink(html)).toBe(`${editBase}blog/2025-11-17-library-allotment-cycle.md`);
  });
});
