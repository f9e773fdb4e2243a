/**
 * Pure helpers of the social card (scripts/render-social-card.ts): fill the SVG template of
 * scripts/social-card/card.svg with the logo, the title and the tagline. SVG text doesn't wrap, so
 * the tagline is broken into lines here.
 */

/** Width and height of the card: the 1.91:1 image that Open Graph and Twitter large cards show. */
export const cardSize = {width: 1200, height: 630} as const;

/** Where the logo goes: inside the white tile of the template. */
export const logoBox = {x: 112, y: 112, size: 144} as const;

/** Characters a tagline line may hold at the template's font size. */
export const taglineLineLength = 42;

/** Line height of the tagline, in pixels. */
export const taglineLineHeight = 58;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);
}

/** Breaks text into lines of at most `maxLength` characters at spaces; a longer word stays whole. */
export function wrapWords(text: string, maxLength: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    if (word === '') continue;
    const candidate = line === '' ? word : `${line} ${word}`;
    if (candidate.length <= maxLength || line === '') {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The logo's SVG, sized and placed as a nested <svg> (its own viewBox keeps its drawing intact). */
export function placeLogo(
  logoSvg: string,
  box: {x: number; y: number; size: number} = logoBox,
): string {
  const trimmed = logoSvg.replace(/<\?xml[^>]*>/, '').trim();
  if (!trimmed.startsWith('<svg')) throw new Error('The logo is not an SVG document');
  const placed = trimmed.replace(/\s(x|y|width|height)="[^"]*"/g, (match, _name, offset: number) =>
    offset < trimmed.indexOf('>') ? '' : match,
  );
  return placed.replace(
    '<svg',
    `<svg x="${String(box.x)}" y="${String(box.y)}" width="${String(box.size)}" height="${String(box.size)}"`,
  );
}

export interface CardText {
  readonly title: string;
  readonly tagline: string;
}

/** Fills the template's {{logo}}, {{title}} and {{tagline}}; fails if one is missing. */
export function fillCardTemplate(template: string, logoSvg: string, text: CardText): string {
  for (const slot of ['{{logo}}', '{{title}}', '{{tagline}}']) {
    if (!template.includes(slot)) throw new Error(`The card template has no ${slot}`);
  }
  const taglineLines = wrapWords(text.tagline, taglineLineLength)
    .map(
      (line, index) =>
        `<tspan x="96" dy="${index === 0 ? '0' : String(taglineLineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return template
    .replace('{{logo}}', placeLogo(logoSvg))
    .replace('{{title}}', escapeXml(text.title))
    .replace('{{tagline}}', taglineLines);
}
