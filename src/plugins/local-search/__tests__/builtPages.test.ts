import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {builtPages, pageUrl} from '../builtPages';

const site = {url: 'https://docs.example.com', baseUrl: '/', trailingSlash: undefined};

describe('pageUrl', () => {
  it('serves a folder index.html at the folder route, percent-encoded', () => {
    expect(
      pageUrl(path.join('docs', 'Getting Started', 'change-password', 'index.html'), site),
    ).toBe('https://docs.example.com/docs/Getting%20Started/change-password');
    expect(pageUrl('index.html', site)).toBe('https://docs.example.com/');
  });

  it('drops .html from a file route and honours baseUrl and trailingSlash', () => {
    expect(pageUrl('markdown-page.html', site)).toBe('https://docs.example.com/markdown-page');
    expect(
      pageUrl(path.join('docs', 'intro', 'index.html'), {
        ...site,
        baseUrl: '/guide/',
        trailingSlash: true,
      }),
    ).toBe('https://docs.example.com/guide/docs/intro/');
  });
});

describe('builtPages', () => {
  it('yields every page but the not-found page and the assets, in path order, one at a time', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'built-pages-'));
    try {
      const files = [
        'index.html',
        '404.html',
        'docs/intro/index.html',
        'assets/js/page.html',
        'markdown-page.html',
        'sitemap.xml',
      ];
      for (const file of files) {
        mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
        writeFileSync(path.join(outDir, file), `<p>${file}</p>`);
      }
      const pages = [];
      for await (const page of builtPages(outDir, site)) pages.push(page);
      expect(pages).toEqual([
        {url: 'https://docs.example.com/docs/intro', html: '<p>docs/intro/index.html</p>'},
        {url: 'https://docs.example.com/', html: '<p>index.html</p>'},
        {url: 'https://docs.example.com/markdown-page', html: '<p>markdown-page.html</p>'},
      ]);
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });
});
