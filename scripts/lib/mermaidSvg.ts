/**
 * Turns Mermaid's SVG into a render file for an <img> (scripts/render-diagrams.ts): Mermaid sizes
 * its SVG to fill its container (width="100%" and a max-width style), but an image needs its own
 * width and height, which are also the figure's width and height attributes; and a render must be
 * self-contained, since an SVG shown as an image loads nothing and runs nothing.
 */

/** The root <svg …> tag of a document. */
function rootTag(svg: string): string {
  const tag = /<svg\b[^>]*>/.exec(svg)?.[0];
  if (tag === undefined) throw new Error('Mermaid returned no <svg> element');
  return tag;
}

/** Gives the root <svg> the width and height of its viewBox, rounded up, in place of Mermaid's 100%. */
export function sizeSvg(svg: string): string {
  const tag = rootTag(svg);
  const viewBox = /\sviewBox="([^"]+)"/
    .exec(tag)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [width, height] = [viewBox?.[2], viewBox?.[3]];
  if (width === undefined || height === undefined || !(width > 0 && height > 0))
    throw new Error(`The <svg> has no usable viewBox: ${tag.slice(0, 200)}`);
  const sized = tag
    .replace(/\s(width|height|style)="[^"]*"/g, '')
    .replace(
      /^<svg/,
      `<svg width="${String(Math.ceil(width))}" height="${String(Math.ceil(height))}"`,
    );
  return svg.replace(tag, sized);
}

/** Why a render would not show the same everywhere as an image, or nothing. */
export function selfContainedProblems(svg: string): string[] {
  const checks: [RegExp, string][] = [
    [
      /<foreignObject\b/i,
      'it has HTML labels (<foreignObject>), which some image viewers drop: keep htmlLabels off',
    ],
    [/@import\b/i, 'its style imports a stylesheet'],
    [/url\(\s*['"]?(?:https?:)?\/\//i, 'its style loads a file from another host'],
    [/@font-face\b/i, 'it embeds a web font: diagrams use the system fonts'],
    [/<script\b/i, 'it contains a script'],
    [/\s(?:xlink:)?href="(?:https?:)?\/\//i, 'it links to another host'],
  ];
  return checks.filter(([pattern]) => pattern.test(svg)).map(([, problem]) => problem);
}
