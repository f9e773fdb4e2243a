import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {accessibleColors, prismLight} from '../prismLight';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('prismLight', () => {
  const background = themes.github.plain.backgroundColor ?? '#f6f8fa';
  /** The background of a highlighted line: --docusaurus-highlighted-code-line-bg, 10% black. */
  const highlighted = '#dcdee0';

  it.each(
    prismLight.styles.flatMap((entry) =>
      entry.style.color ? [[entry.types.join(', '), entry.style.color]] : [],
    ),
  )('%s (%s) meets AA on the code background and on a highlighted line', (_types, color) => {
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color, highlighted)).toBeGreaterThanOrEqual(4.5);
  });

  it('replaces only the failing colours', () => {
    expect(Object.keys(accessibleColors)).toHaveLength(5);
    expect(prismLight.plain).toEqual(themes.github.plain);
  });
});
