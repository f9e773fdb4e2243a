/**
 * Pure parts of `npm run check:a11y`: which pages to visit, and how axe's findings are grouped,
 * printed. Every finding fails the check, whatever its impact. The browser work is in scripts/check-a11y.ts.
 */

import {load} from 'cheerio';

export type ColorMode = 'light' | 'dark';
export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/** The axe rules whose result depends on colours: the ones that run again in dark mode. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The colour pairings a page shows that no page checked before it showed, which are then counted as
 * checked. A pairing is what axe's colour rules judge for a piece of text: its colour, the
 * backgrounds beneath it, its size, weight and shadow, and for a link the underline and the colour of
 * the text around it (scripts/check-a11y.ts reads them from the page). The rules' verdict on a piece
 * of text depends on its pairing alone, so a page whose every pairing was checked on an earlier page,
 * in the same colour mode, can't fail where that page passed: pages of one template share their
 * pairings. A finding is reported on the first page that shows it.
 */
export function unseenPairings(checked: Set<string>, pairings: readonly string[]): string[] {
  const unseen = pairings.filter((pairing) => !checked.has(pairing));
  for (const pairing of unseen) checked.add(pairing);
  return unseen;
}

/** One axe violation on one page in one colour mode. */
export interface Finding {
  readonly rule: string;
  readonly impact: Impact | null;
  readonly help: string;
  readonly route: string;
  readonly mode: ColorMode;
  /** CSS selectors of the offending nodes (the first few). */
  readonly targets: readonly string[];
}

export interface RuleGroup {
  readonly rule: string;
  readonly impact: Impact | null;
  readonly help: string;
  /** Pages with the finding, by colour mode. */
  readonly pages: Readonly<Record<ColorMode, readonly string[]>>;
  /** A few examples: route, mode and a node. */
  readonly examples: readonly string[];
}

/** Pages to visit: the sitemap's URLs as paths, then the extras (404, a search), without repeats. */
export function pagesToVisit(sitemapLocs: readonly string[], extras: readonly string[]): string[] {
  const paths = sitemapLocs.map((loc) => {
    const url = new URL(loc);
    return `${url.pathname}${url.search}`;
  });
  return [...new Set([...paths, ...extras])];
}

/**
 * The part of the guide a page belongs to, as far as the page around its article is concerned: a
 * module's pages share one sidebar category (`/docs/Modules/Student`), other pages their first two
 * path segments (`/docs/Workflows`, `/blog/tags`). The check loads the first page of a section in
 * full and reaches the others by client-side navigation, so lazily loaded sidebar items are in place.
 */
export function sectionOf(route: string): string {
  const segments = route.split(/[?#]/, 1)[0]?.split('/').filter(Boolean) ?? [];
  const depth = segments[0] === 'docs' && segments[1] === 'Modules' ? 3 : 2;
  return `/${segments.slice(0, depth).join('/')}`;
}

/** Routes grouped by section, each group in the order its routes were given. */
export function groupBySection(routes: readonly string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const route of routes) {
    const section = sectionOf(route);
    groups.set(section, [...(groups.get(section) ?? []), route]);
  }
  return [...groups.values()];
}

/** The text of a built page's first `<h1>`, as the reader sees it, or undefined when it has none. */
export function firstHeading(html: string): string | undefined {
  const text = load(html)('h1').first().text().replace(/\s+/g, ' ').trim();
  return text === '' ? undefined : text;
}

const impactOrder: readonly (Impact | null)[] = ['critical', 'serious', 'moderate', 'minor', null];

/** Findings by rule, worst impact first, then by the number of pages. */
export function groupFindings(findings: readonly Finding[], examplesPerRule = 3): RuleGroup[] {
  const groups = new Map<
    string,
    {
      rule: string;
      impact: Impact | null;
      help: string;
      pages: Record<ColorMode, Set<string>>;
      examples: string[];
    }
  >();
  for (const finding of findings) {
    let group = groups.get(finding.rule);
    if (group === undefined) {
      group = {
        rule: finding.rule,
        impact: finding.impact,
        help: finding.help,
        pages: {light: new Set(), dark: new Set()},
        examples: [],
      };
      groups.set(finding.rule, group);
    }
    if (impactOrder.indexOf(finding.impact) < impactOrder.indexOf(group.impact))
      group.impact = finding.impact;
    group.pages[finding.mode].add(finding.route);
    if (group.examples.length < examplesPerRule) {
      group.examples.push(`${finding.route} (${finding.mode}): ${finding.targets[0] ?? '?'}`);
    }
  }
  const pageCount = (group: {pages: Record<ColorMode, Set<string>>}) =>
    group.pages.light.size + group.pages.dark.size;
  return [...groups.values()]
    .sort(
      (a, b) =>
        impactOrder.indexOf(a.impact) - impactOrder.indexOf(b.impact) ||
        pageCount(b) - pageCount(a) ||
        a.rule.localeCompare(b.rule),
    )
    .map((group) => ({
      ...group,
      pages: {light: [...group.pages.light], dark: [...group.pages.dark]},
    }));
}

/** The report's lines: one a rule, with its impact, page counts per mode and examples. */
export function formatGroups(groups: readonly RuleGroup[]): string[] {
  return groups.flatMap((group) => [
    `✗ ${group.rule} [${group.impact ?? 'no impact'}] ` +
      `light ${String(group.pages.light.length)} pages, dark ${String(group.pages.dark.length)} pages: ${group.help}`,
    ...group.examples.map((example) => `    ${example}`),
  ]);
}

/** Relative luminance of a CSS rgb()/rgba() colour (WCAG); a fully transparent colour is the white canvas. */
export function luminance(cssColor: string): number | undefined {
  const match =
    /rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)(?:[\s,/]+(\d*\.?\d+))?/.exec(
      cssColor,
    );
  if (!match) return undefined;
  if (match[4] !== undefined && Number(match[4]) === 0) return 1;
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export interface PageColors {
  /** Computed colour of the body text. */
  readonly text: string;
  /** Computed background of the body (Infima's light background is transparent: the white canvas). */
  readonly background: string;
}

/** Do the page's colours show this mode: dark text on a light background, or the reverse? */
export function looksLike(mode: ColorMode, colors: PageColors): boolean {
  const text = luminance(colors.text);
  const background = luminance(colors.background);
  if (text === undefined || background === undefined) return false;
  return mode === 'dark' ? text > 0.4 && background < 0.1 : text < 0.1 && background > 0.6;
}
