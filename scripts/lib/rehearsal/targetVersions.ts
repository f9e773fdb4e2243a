/**
 * The package.json of a rehearsal's scratch copy: every @docusaurus/* package at the target version,
 * and DocSearch too when one is given (its pin in `overrides` with it).
 */
export interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
  [field: string]: unknown;
}

export function withTargetVersions(
  manifest: PackageJson,
  docusaurus: string,
  docsearch?: string,
): PackageJson {
  const retarget = (deps: Record<string, string> | undefined): Record<string, string> | undefined =>
    deps &&
    Object.fromEntries(
      Object.entries(deps).map(([name, range]) => {
        if (name.startsWith('@docusaurus/')) return [name, docusaurus];
        if (docsearch && name === '@docsearch/react') return [name, docsearch];
        return [name, range];
      }),
    );
  const overrides =
    docsearch && manifest.overrides && '@docsearch/react' in manifest.overrides
      ? {...manifest.overrides, '@docsearch/react': docsearch}
      : manifest.overrides;
  return {
    ...manifest,
    dependencies: retarget(manifest.dependencies),
    devDependencies: retarget(manifest.devDependencies),
    ...(overrides && {overrides}),
  };
}

/**
 * Whether `version` (`v20.20.2`) meets an `engines.node` range of the form Docusaurus uses
 * (`>=20.0`, `>=24.14.0`); undefined for any other form, which the report then quotes as is.
 */
export function meetsNodeRange(range: string, version: string): boolean | undefined {
  const minimum = /^\s*>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range);
  const actual = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!minimum || !actual) return undefined;
  const want = [minimum[1], minimum[2], minimum[3]].map((part) => Number(part ?? 0));
  const have = [actual[1], actual[2], actual[3]].map(Number);
  for (let at = 0; at < 3; at++) {
    const difference = (have[at] ?? 0) - (want[at] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}
