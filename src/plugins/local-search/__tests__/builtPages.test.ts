import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageUrl} from '../builtPages';

const site = {url: 'https://docs.example.com', baseUrl: '/', trailingSlash: undefined};

describe('pageUrl', () => {
  it('serves a folder index.html at the folder route, percent-encoded', () => {
    expect(pageUrl(path.join('docs', 'Getting Started', 'change-password', 'index.html'), site)).toBe(
      'https://docs.example.com/docs/Getting%20Started/change-password',
    );
    expect(pageUrl('index.html', site)).toBe('https://docs.example.com/');
  });

  it('drops .html from a file route and honours baseUrl and trailingSlash', () => {
    expect(pageUrl('markdown-page.html', site)).toBe('https://docs.example.com/markdown-page');
    expect(pageUrl(path.join('docs', 'intro', 'index.html'), {...site, baseUrl: '/guide/', trailingSlash: true})).toBe(
      'https://docs.example.com/guide/docs/intro/',
    );
  });
});
