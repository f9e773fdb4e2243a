import {describe, expect, it} from 'vitest';
import {cspHash, inlineCodeOf, isExecutableScriptType, reactStyleTexts} from '../inlineCode';

describe('cspHash', () => {
  it('gives the hash browsers compute (the example of MDN and the CSP specification)', () => {
    expect(cspHash("alert('Hello, world.');")).toBe(
      'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=',
    );
  });
});

describe('inlineCodeOf', () => {
  const page = [
    '<html><head>',
    '<script>\n  window.a = 1;\n</script>',
    '<script type="module">import "/x.js";</script>',
    '<script src="/assets/js/main.0123abcd.js"></script>',
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    '<style>.a{color:red}</style>',
    '</head><body><svg><style>.b{fill:blue}</style></svg><p style="color:red">text</p></body></html>',
  ].join('');

  it('collects the inline scripts a browser runs, exactly as written, and no data blocks', () => {
    expect(inlineCodeOf(page).scripts).toEqual(['\n  window.a = 1;\n', 'import "/x.js";']);
  });

  it('collects inline <style> elements, in SVG too, but not style attributes', () => {
    expect(inlineCodeOf(page).styles).toEqual(['.a{color:red}', '.b{fill:blue}']);
  });

  it('finds inline event handlers, which a hash alone cannot allow', () => {
    expect(inlineCodeOf(page).eventHandlers).toEqual([]);
    expect(
      inlineCodeOf('<link rel="stylesheet" href="/a.css" onload="this.media=\'all\'">')
        .eventHandlers,
    ).toEqual(['<link onload>']);
  });
});

describe('isExecutableScriptType', () => {
  it('runs classic and module scripts, whatever the case and spacing of their type', () => {
    for (const type of [undefined, '', 'module', ' Text/JavaScript ', 'application/javascript'])
      expect(isExecutableScriptType(type)).toBe(true);
  });

  it('does not run data blocks', () => {
    for (const type of ['application/ld+json', 'application/json', 'text/template'])
      expect(isExecutableScriptType(type)).toBe(false);
  });
});

describe('reactStyleTexts', () => {
  it('finds the <style> elements a minified React bundle renders, as the browser will see their text', () => {
    const bundle =
      'n.createElement("style",null,".a{fill:#003dff;}"),(0,r.jsx)("style",{children:".b{content:\\"x\\"}"}),o.style={color:"red"}';
    expect(reactStyleTexts(bundle)).toEqual(['.a{fill:#003dff;}', '.b{content:"x"}']);
  });
});
