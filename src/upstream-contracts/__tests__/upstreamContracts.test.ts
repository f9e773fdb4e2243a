import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {twoProcessBuildContracts} from '../../../scripts/lib/twoProcessBuildContracts';
import {localSearchContracts} from '../../plugins/local-search/upstreamContracts';
import {speedLayerContracts} from '../../speed-layer/upstreamContracts';
import {copiedThemeFiles, themeContracts} from '../../theme/upstreamContracts';
import {missingCode} from '../contract';
import {sha256} from '../copiedFile';
import {installedVersion, parsePatchName, patchFiles, patchState} from '../patchFiles';
import {patchOwners} from '../patchOwners';

const siteDir = path.resolve(__dirname, '../../..');
const packageFile = (packageName: string, file: string): string =>
  path.join(siteDir, 'node_modules', packageName, file);

const contracts = [
  ...speedLayerContracts,
  ...localSearchContracts,
  ...themeContracts,
  ...twoProcessBuildContracts,
];
const patches = patchFiles(siteDir);

describe('patches are applied to the installed packages', () => {
  it('has its patches, each with an owner', () => {
    expect(patches.length).toBeGreaterThan(0);
    expect(patches.map((file) => parsePatchName(file).name).sort()).toEqual(
      Object.keys(patchOwners).sort(),
    );
  });

  it.each(patches)('%s', (patchFile) => {
    const {packageName, version, name} = parsePatchName(patchFile);
    const installed = installedVersion(siteDir, packageName);
    const state = patchState(siteDir, patchFile);
    expect(
      state,
      `patch ${name} (${patchOwners[name] ?? 'no owner'}): not applied to ${packageName} ${installed}; run \`npm install\`, and see UPGRADING.md if it fails`,
    ).toEqual({state: 'applied'});
    // A newer version that took the patch cleanly is fine; the file name says which version it was written for.
    if (installed !== version)
      console.warn(
        `patch ${name}: written for ${packageName} ${version}, applied to ${installed}; rename it when you next write it`,
      );
  });
});

describe('upstream internals the site relies on', () => {
  it.each(
    contracts.map(
      (contract) =>
        [`${contract.owner}: ${contract.packageName}/${contract.file}`, contract] as const,
    ),
  )('%s', (_name, contract) => {
    const file = packageFile(contract.packageName, contract.file);
    const where = `${contract.owner} relies on ${contract.packageName}/${contract.file}, which`;
    expect(existsSync(file), `${where} is missing`).toBe(true);
    const missing = missingCode(contract, readFileSync(file, 'utf8'));
    expect(
      missing,
      `${where} no longer has the code below (${contract.because}); see UPGRADING.md`,
    ).toEqual([]);
  });
});

describe('copies of upstream files are of the installed version', () => {
  it.each(copiedThemeFiles.map((copied) => [copied.copy, copied] as const))(
    '%s',
    (_name, copied) => {
      const upstream = packageFile(copied.packageName, copied.upstreamFile);
      expect(
        existsSync(path.join(siteDir, copied.copy)),
        `${copied.copy} is listed but missing`,
      ).toBe(true);
      expect(
        existsSync(upstream),
        `${copied.copy} was copied from ${copied.packageName}/${copied.upstreamFile}, which is missing`,
      ).toBe(true);
      expect(
        sha256(readFileSync(upstream, 'utf8')),
        `${copied.copy} was copied from ${copied.packageName}/${copied.upstreamFile}, which has changed: eject it again (npm run swizzle), put back the lines marked // CUSTOM:, and renew its sha256 in src/theme/upstreamContracts.ts`,
      ).toBe(copied.sha256);
    },
  );
});
