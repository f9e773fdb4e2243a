import {describe, expect, it} from 'vitest';
import {classesInNot, isInfimaStylesheet} from '..';

describe('lean-infima', () => {
  it("purges Infima's stylesheet and no other", () => {
    expect(isInfimaStylesheet('/site/node_modules/infima/dist/css/default/default.css')).toBe(true);
    expect(isInfimaStylesheet('/site/src/css/custom.css')).toBe(false);
    expect(
      isInfimaStylesheet(
        '/site/node_modules/@docusaurus/theme-classic/lib/theme/Navbar/styles.module.css',
      ),
    ).toBe(false);
    expect(isInfimaStylesheet(undefined)).toBe(false);
  });

  it('keeps the classes a rule names inside :not(), whose absence the rule needs', () => {
    const css =
      ':where(.button--primary):not(.button--outline):hover{} .pills__item:not(.pills__item--active, .x):hover{} .card{}';
    expect(classesInNot(css)).toEqual(['button--outline', 'pills__item--active', 'x']);
  });
});
