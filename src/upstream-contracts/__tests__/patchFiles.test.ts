import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parsePatchName, patchState} from '../patchFiles';

const patch = `diff --git a/node_modules/pkg/lib/a.js b/node_modules/pkg/lib/a.js
index 1..2 100644
--- a/node_modules/pkg/lib/a.js
+++ b/node_modules/pkg/lib/a.js
@@ -1,3 +1,3 @@
 const a = 1;
-const b = 2;
+const b = 3;
 const c = 4;
`;

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'patch-state-'));
mkdirSync(path.join(siteDir, 'patches'));
mkdirSync(path.join(siteDir, 'node_modules/pkg/lib'), {recursive: true});
writeFileSync(path.join(siteDir, 'patches/pkg+1.0.0+001+three.patch'), patch);
const installed = (source: string): void => {
  writeFileSync(path.join(siteDir, 'node_modules/pkg/lib/a.js'), source);
};
afterAll(() => {
  rmSync(siteDir, {recursive: true, force: true});
});

describe('patchState', () => {
  it('tells an applied patch from one that applies and one that fails', () => {
    installed('// header\nconst a = 1;\nconst b = 3;\nconst c = 4;\n');
    expect(patchState(siteDir, 'pkg+1.0.0+001+three.patch')).toEqual({state: 'applied'});
    installed('const a = 1;\nconst b = 2;\nconst c = 4;\n');
    expect(patchState(siteDir, 'pkg+1.0.0+001+three.patch')).toEqual({state: 'applies'});
    installed('const a = 1;\nconst b = 5;\nconst c = 4;\n');
    expect(patchState(siteDir, 'pkg+1.0.0+001+three.patch')).toEqual({
      state: 'fails',
      missing: 'node_modules/pkg/lib/a.js hunk 1: its code changed',
    });
  });

  it('fails a hunk whose code moved further than patch-package looks', () => {
    installed(`${'// a line\n'.repeat(21)}const a = 1;\nconst b = 2;\nconst c = 4;\n`);
    expect(patchState(siteDir, 'pkg+1.0.0+001+three.patch')).toEqual({
      state: 'fails',
      missing: 'node_modules/pkg/lib/a.js hunk 1: its code moved more than 20 lines from line 1',
    });
    installed(`${'// a line\n'.repeat(20)}const a = 1;\nconst b = 2;\nconst c = 4;\n`);
    expect(patchState(siteDir, 'pkg+1.0.0+001+three.patch')).toEqual({state: 'applies'});
  });
});

describe('parsePatchName', () => {
  it('reads scoped packages and prerelease versions', () => {
    expect(parsePatchName('@docusaurus+core+4.0.0-canary-6808+002+match-again.patch')).toEqual({
      packageName: '@docusaurus/core',
      version: '4.0.0-canary-6808',
      name: 'match-again',
    });
    expect(() => parsePatchName('core.patch')).toThrow(/expected <package>/);
  });
});
