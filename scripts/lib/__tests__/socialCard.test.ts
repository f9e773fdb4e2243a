import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteTagline, siteTitle} from '../../../src/config/site';
import {escapeXml, fillCardTemplate, placeLogo, taglineLineLength, wrapWords} from '../socialCard';

const root = path.resolve(__dirname, '../../..');
const template = readFileSync(path.join(root, 'scripts/social-card/card.svg'), 'utf8');
const logo = readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');

describe('wrapWords', () => {
  it('breaks at spaces within the line length', () => {
    expect(wrapWords('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });

  it('keeps a word longer than a line whole', () => {
    expect(wrapWords('a extraordinarily b', 5)).toEqual(['a', 'extraordinarily', 'b']);
  });

  it('puts the tagline on two lines', () => {
    const lines = wrapWords(siteTagline, taglineLineLength);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe(siteTagline);
  });
});

describe('placeLogo', () => {
  it('sizes and places the logo, keeping its viewBox', () => {
    const placed = placeLogo(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64"/></svg>',
      {x: 1, y: 2, size: 3},
    );
    expect(placed).toMatch(
      /^<svg x="1" y="2" width="3" height="3" xmlns="[^"]+" viewBox="0 0 64 64">/,
    );
    // Attributes of the drawing itself are left alone.
    expect(placed).toContain('<rect width="64" height="64"/>');
  });

  it('rejects a file that is not an SVG', () => {
    expect(() => placeLogo('<html></html>')).toThrow(/not an SVG/);
  });
});

describe('fillCardTemplate', () => {
  it('fills the committed template with the logo, the title and the tagline', () => {
    const card = fillCardTemplate(template, logo, {title: siteTitle, tagline: siteTagline});
    expect(card).not.toMatch(/\{\{\w+\}\}/);
    expect(card).toContain('>Docs</text>');
    expect(card).toContain('viewBox="0 0 64 64"');
    expect(card.match(/<tspan/g)).toHaveLength(2);
  });

  it('escapes text', () => {
    expect(escapeXml(`R&D <"a">`)).toBe('R&#38;D &#60;&#34;a&#34;&#62;');
    expect(fillCardTemplate(template, logo, {title: 'A & B', tagline: 'x'})).toContain('A &#38; B');
  });

  it('fails on a template without a slot', () => {
    expect(() =>
      fillCardTemplate('<svg>{{logo}}{{title}}</svg>', logo, {title: 'a', tagline: 'b'}),
    ).toThrow(/\{\{tagline\}\}/);
  });
});
