import {describe, expect, it} from 'vitest';
import {meetsNodeRange, withTargetVersions} from '../targetVersions';

describe('withTargetVersions', () => {
  const manifest = {
    name: 'site',
    dependencies: {'@docusaurus/core': '~3.10.2', '@docsearch/react': '3.9.0', react: '^18.3.1'},
    devDependencies: {'@docusaurus/types': '~3.10.2', typescript: '~5.9.3'},
    overrides: {'@docsearch/react': '3.9.0'},
  };

  it('asks for the target version of every @docusaurus package, and leaves the rest', () => {
    const target = withTargetVersions(manifest, '4.0.0-canary-1');
    expect(target.dependencies).toEqual({
      '@docusaurus/core': '4.0.0-canary-1',
      '@docsearch/react': '3.9.0',
      react: '^18.3.1',
    });
    expect(target.devDependencies).toEqual({
      '@docusaurus/types': '4.0.0-canary-1',
      typescript: '~5.9.3',
    });
    expect(target.overrides).toEqual({'@docsearch/react': '3.9.0'});
    expect(target.name).toBe('site');
  });

  it('moves DocSearch and its pin together when asked', () => {
    const target = withTargetVersions(manifest, '3.10.2', '4.6.0');
    expect(target.dependencies?.['@docsearch/react']).toBe('4.6.0');
    expect(target.overrides).toEqual({'@docsearch/react': '4.6.0'});
  });
});

describe('meetsNodeRange', () => {
  it('compares with a minimum version', () => {
    expect(meetsNodeRange('>=20.0', 'v20.20.2')).toBe(true);
    expect(meetsNodeRange('>=24.14.0', 'v20.20.2')).toBe(false);
    expect(meetsNodeRange('>=24.14', 'v24.14.0')).toBe(true);
    expect(meetsNodeRange('>=24.14', 'v25.0.0')).toBe(true);
  });

  it('leaves other forms to a human', () => {
    expect(meetsNodeRange('^20 || ^22', 'v20.20.2')).toBeUndefined();
  });
});
