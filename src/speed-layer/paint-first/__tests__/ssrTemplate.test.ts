import coreTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import {describe, expect, it} from 'vitest';
import {paintFirst, ssrTemplate} from '../ssrTemplate';

describe('ssrTemplate', () => {
  it("is core's template with the defer script tags swapped for the after-paint loader", () => {
    expect(coreTemplate).toContain('defer></script>');
    expect(ssrTemplate).not.toContain('defer></script>');
    expect(ssrTemplate).toMatch(/first-contentful-paint[\s\S]*<\/script>\s*<\/body>/);
    // Everything else is core's: the head and the app's container are untouched.
    expect(ssrTemplate).toContain(coreTemplate.slice(0, coreTemplate.indexOf('<% it.scripts')));
  });

  it("fails the build when core's template changes where it loads scripts", () => {
    expect(() => paintFirst('<html><body></body></html>')).toThrow(/no longer has the script tags/);
  });
});
