import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  diagramKey,
  readDiagramText,
  readMermaidVersion,
  readSvgSize,
  renderFileName,
} from '../diagramRenders';

const lending = `flowchart LR
  accTitle: Lending a book
  accDescr: The librarian allots a book and the member returns it.
  allot --> ret`;

describe('readDiagramText', () => {
  it('reads accTitle and accDescr after the type line, in either order, past blank lines and comments', () => {
    expect(readDiagramText(lending)).toEqual({
      ok: true,
      text: {
        title: 'Lending a book',
        description: 'The librarian allots a book and the member returns it.',
      },
    });
    expect(
      readDiagramText(
        'flowchart TD\n\n  %% who does what\n  accDescr: B then C.\n  accTitle: Steps\n  b --> c',
      ),
    ).toEqual({
      ok: true,
      text: {title: 'Steps', description: 'B then C.'},
    });
  });

  it('reads a description over several lines', () => {
    const source =
      'sequenceDiagram\n  accTitle: Fee reminder\n  accDescr {\n    The suite sends a reminder.\n    The parent pays.\n  }\n  A->>B: hi';
    expect(readDiagramText(source)).toEqual({
      ok: true,
      text: {title: 'Fee reminder', description: 'The suite sends a reminder. The parent pays.'},
    });
  });

  it('names what is missing', () => {
    const missing = readDiagramText('flowchart LR\n  accTitle: Only a title\n  a --> b');
    expect(missing).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^no accDescr: a diagram must begin/) as unknown,
    });
    expect(readDiagramText('flowchart LR\n  a --> b')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^no accTitle and no accDescr/) as unknown,
    });
  });

  it('wants the lines at the start, not among the statements', () => {
    expect(
      readDiagramText('flowchart LR\n  a --> b\n  accTitle: Late\n  accDescr: Too late.').ok,
    ).toBe(false);
  });

  it('rejects an empty title or description and an unclosed description', () => {
    expect(readDiagramText('flowchart LR\n  accTitle:\n  accDescr: Text.')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^an empty accTitle/) as unknown,
    });
    expect(
      readDiagramText('flowchart LR\n  accTitle: T\n  accDescr {\n  never closed'),
    ).toMatchObject({ok: false, problem: expect.stringMatching(/no closing/) as unknown});
  });
});

describe('diagramKey', () => {
  it('is 16 hex digits that change with the source and with the Mermaid version', () => {
    const key = diagramKey(lending, '11.0.0');
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(diagramKey(`${lending}\n  ret --> shelf`, '11.0.0')).not.toBe(key);
    expect(diagramKey(lending, '11.0.1')).not.toBe(key);
  });

  it('ignores line endings and trailing blank lines, which the code host does not show', () => {
    expect(diagramKey(`${lending.replace(/\n/g, '\r\n')}\n\n`, '11.0.0')).toBe(
      diagramKey(lending, '11.0.0'),
    );
  });

  it('names one file per colour mode', () => {
    expect(renderFileName('0123456789abcdef', 'dark')).toBe('0123456789abcdef-dark.svg');
  });
});

describe('readMermaidVersion', () => {
  it('reads the exact version the site pins', () => {
    expect(readMermaidVersion(path.resolve(__dirname, '../../..'))).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('readSvgSize', () => {
  it('reads the root element only', () => {
    expect(
      readSvgSize(
        '<svg width="756" height="502" viewBox="0 0 755.8 501.3"><rect width="1" height="2"/></svg>',
      ),
    ).toEqual({width: 756, height: 502});
  });

  it('has no size for a render without one', () => {
    expect(readSvgSize('<svg width="100%" viewBox="0 0 10 10"></svg>')).toBeUndefined();
    expect(readSvgSize('not an svg')).toBeUndefined();
  });
});
