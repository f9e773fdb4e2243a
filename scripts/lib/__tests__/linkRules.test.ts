import {describe, expect, it} from 'vitest';
import type {PageSource} from '../pageSource';
import {brokenLinkFindings, routeFindings} from '../linkRules';

const page = (path: string, body: string): PageSource => ({
  path,
  frontMatter: {},
  body,
  firstBodyLine: 8,
});
const about = page(
  'Modules/Library/about.md',
  '## How Library works\n\nText.\n\n## Fields\n\n## Fields\n',
);

describe('routeFindings', () => {
  it('wants every page in writing/routes.txt, at the line its route goes, and a page for every listed docs route', () => {
    const pages = [about, page('Modules/Library/Lists/list.md', '')];
    const routes =
      '/\n# Library\n/docs/Modules/Library/about\n/docs/Modules/Library/Forms/settings\n/docs/Modules/Student/about\n';
    expect(routeFindings(pages, routes)).toEqual([
      {
        path: 'Modules/Library/Lists/list.md',
        file: 'writing/routes.txt',
        line: 5,
        message:
          '/docs/Modules/Library/Lists/list is missing: add it on this line (only listed routes are built; docs/Modules/Library/Lists/list.md has none)',
      },
      {
        path: 'Modules/Library/Forms/settings.md',
        file: 'writing/routes.txt',
        line: 4,
        message:
          '/docs/Modules/Library/Forms/settings has no page docs/Modules/Library/Forms/settings.md: write it, or remove the route',
      },
      {
        path: 'Modules/Student/about.md',
        file: 'writing/routes.txt',
        line: 5,
        message:
          '/docs/Modules/Student/about has no page docs/Modules/Student/about.md: write it, or remove the route',
      },
    ]);
  });
});

describe('brokenLinkFindings', () => {
  const check = (body: string) =>
    brokenLinkFindings([about, page('Modules/Library/Lists/list.md', body)]).map(
      (finding) => `${String(finding.line)}: ${finding.message}`,
    );

  it('names a link to a page that does not exist, with its line', () => {
    expect(check('Text.\n\nSee [Library](../abuot.md).\n')).toEqual([
      "10: link to ../abuot.md: no page docs/Modules/Library/abuot.md; check the path from this page's folder",
    ]);
  });

  it("checks anchors against the target's headings, repeated headings as Docusaurus numbers them", () => {
    expect(
      check(
        '[A](../about.md#how-library-works) [B](../about.md#fields-1) [C](#columns)\n\n## Columns\n',
      ),
    ).toEqual([]);
    expect(check('[A](../about.md#how-it-works)\n')).toEqual([
      '8: link to ../about.md#how-it-works: docs/Modules/Library/about.md has no heading with the anchor "how-it-works"',
    ]);
  });

  it('leaves web links, images, site paths and code alone', () => {
    expect(
      check(
        '[Web](https://example.com/a.md) ![Logo](/img/logo.svg) `[x](nope.md)`\n\n```md\n[y](nope.md)\n```\n',
      ),
    ).toEqual([]);
  });
});
