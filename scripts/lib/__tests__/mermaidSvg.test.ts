import {describe, expect, it} from 'vitest';
import {selfContainedProblems, sizeSvg} from '../mermaidSvg';

const mermaidOutput =
  '<svg id="diagram-1" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 755.8px;" viewBox="0 0 755.849609375 501.3187561035156" role="graphics-document document"><rect width="100%" height="5"/></svg>';

describe('sizeSvg', () => {
  it("gives the root the viewBox's size, rounded up, in place of Mermaid's 100% and max-width", () => {
    expect(sizeSvg(mermaidOutput)).toBe(
      '<svg width="756" height="502" id="diagram-1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 755.849609375 501.3187561035156" role="graphics-document document"><rect width="100%" height="5"/></svg>',
    );
  });

  it('fails on an SVG without a viewBox', () => {
    expect(() => sizeSvg('<svg width="100%"></svg>')).toThrow(/no usable viewBox/);
    expect(() => sizeSvg('<p>error</p>')).toThrow(/no <svg>/);
  });
});

describe('selfContainedProblems', () => {
  it('accepts SVG text in system fonts with styles inside', () => {
    expect(
      selfContainedProblems(`${mermaidOutput}<style>#d{font-family:system-ui,sans-serif}</style>`),
    ).toEqual([]);
  });

  it('names HTML labels, imported styles, remote files, fonts and scripts', () => {
    const svg =
      '<svg><foreignObject/><style>@import url("https://cdn.example.com/fa.css");@font-face{src:url(//fonts.example.com/a.woff)}</style><script/><a href="https://example.com"/></svg>';
    expect(selfContainedProblems(svg)).toHaveLength(6);
  });
});
