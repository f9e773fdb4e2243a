import {describe, expect, it} from 'vitest';
import {
  firstHeading,
  formatGroups,
  groupBySection,
  groupFindings,
  looksLike,
  luminance,
  pagesToVisit,
  sectionOf,
  unseenPairings,
  type Finding,
} from '../a11yReport';

const finding = (
  rule: string,
  route: string,
  mode: 'light' | 'dark',
  impact: Finding['impact'] = 'serious',
): Finding => ({
  rule,
  impact,
  help: `help for ${rule}`,
  route,
  mode,
  targets: [`#${rule}`],
});

describe('pagesToVisit', () => {
  it('turns sitemap URLs into paths and adds the extras once', () => {
    expect(
      pagesToVisit(
        ['https://docs.example.com/', 'https://docs.example.com/docs/Getting%20Started/a'],
        ['/missing', '/search?q=fee', '/'],
      ),
    ).toEqual(['/', '/docs/Getting%20Started/a', '/missing', '/search?q=fee']);
  });
});

describe('groupFindings', () => {
  it('groups by rule with pages per mode, worst impact first, then most pages', () => {
    const groups = groupFindings([
      finding('region', '/a', 'light', 'moderate'),
      finding('color-contrast', '/a', 'light'),
      finding('color-contrast', '/b', 'dark'),
      finding('color-contrast', '/b', 'dark'),
      finding('link-in-text-block', '/c', 'dark'),
      finding('aria-hidden-focus', '/a', 'light', 'critical'),
    ]);
    expect(groups.map((group) => group.rule)).toEqual([
      'aria-hidden-focus',
      'color-contrast',
      'link-in-text-block',
      'region',
    ]);
    expect(groups[1]?.pages).toEqual({light: ['/a'], dark: ['/b']});
    expect(groups[1]?.examples).toHaveLength(3);
  });

  it('prints one line a rule, worst impact first', () => {
    const lines = formatGroups(
      groupFindings(
        [finding('color-contrast', '/a', 'light'), finding('region', '/a', 'light', 'moderate')],
        1,
      ),
    );
    expect(lines).toEqual([
      '✗ color-contrast [serious] light 1 pages, dark 0 pages: help for color-contrast',
      '    /a (light): #color-contrast',
      '✗ region [moderate] light 1 pages, dark 0 pages: help for region',
      '    /a (light): #region',
    ]);
  });
});

describe('looksLike', () => {
  it('reads Infima light mode (dark text, transparent background) and dark mode', () => {
    expect(looksLike('light', {text: 'rgb(28, 30, 33)', background: 'rgba(0, 0, 0, 0)'})).toBe(
      true,
    );
    expect(looksLike('dark', {text: 'rgb(227, 227, 227)', background: 'rgb(27, 27, 29)'})).toBe(
      true,
    );
  });

  it('rejects half-switched pages', () => {
    expect(looksLike('dark', {text: 'rgb(227, 227, 227)', background: 'rgba(0, 0, 0, 0)'})).toBe(
      false,
    );
    expect(looksLike('light', {text: 'rgb(227, 227, 227)', background: 'rgb(255, 255, 255)'})).toBe(
      false,
    );
    expect(looksLike('dark', {text: 'not a colour', background: 'rgb(0, 0, 0)'})).toBe(false);
  });

  it('computes WCAG luminance', () => {
    expect(luminance('rgb(255, 255, 255)')).toBeCloseTo(1);
    expect(luminance('rgb(0, 0, 0)')).toBeCloseTo(0);
    expect(luminance('rgba(10, 10, 10, 0)')).toBe(1);
  });
});

describe('unseenPairings', () => {
  it('counts a colour pairing as checked once, so a page showing only checked pairings needs no second check', () => {
    const checked = new Set<string>();
    expect(unseenPairings(checked, ['black on white', 'blue link on white'])).toEqual([
      'black on white',
      'blue link on white',
    ]);
    expect(unseenPairings(checked, ['black on white'])).toEqual([]);
    expect(unseenPairings(checked, ['black on white', 'white on green'])).toEqual([
      'white on green',
    ]);
  });
});

describe('sections: the first page of each is loaded in full, the others reached by a link', () => {
  it("gives a module's pages one section, and other pages their first two path segments", () => {
    expect(sectionOf('/docs/Modules/Student/Lists/list')).toBe('/docs/Modules/Student');
    expect(sectionOf('/docs/Modules/Student/about')).toBe('/docs/Modules/Student');
    expect(sectionOf('/docs/Getting%20Started/change-password')).toBe('/docs/Getting%20Started');
    expect(sectionOf('/blog/tags/clinics')).toBe('/blog/tags');
    expect(sectionOf('/search?q=fees')).toBe('/search');
    expect(sectionOf('/')).toBe('/');
  });

  it('groups routes by section, keeping their order', () => {
    expect(
      groupBySection(['/docs/Modules/Fee/about', '/blog/tags', '/docs/Modules/Fee/add', '/blog']),
    ).toEqual([['/docs/Modules/Fee/about', '/docs/Modules/Fee/add'], ['/blog/tags'], ['/blog']]);
  });
});

describe("firstHeading: the heading a link's page must show", () => {
  it('reads the text of the first h1, without markup and with entities decoded', () => {
    expect(
      firstHeading('<header><h1 class=x>Fees &amp; <!-- -->receipts</h1></header><h1>Other</h1>'),
    ).toBe('Fees & receipts');
    expect(firstHeading('<h1>One post tagged with &quot;Clinics&quot;</h1>')).toBe(
      'One post tagged with "Clinics"',
    );
  });

  it('is undefined for a page with no heading', () => {
    expect(firstHeading('<main><h2>Not a title</h2></main>')).toBeUndefined();
    expect(firstHeading('<h1> </h1>')).toBeUndefined();
  });
});
