/**
 * `npm install`'s postinstall: applies the patches in patches/ with patch-package, failing the
 * install when one doesn't apply (--error-on-fail). patch-package stops at the first patch that
 * fails, so on failure this names every patch that doesn't apply, each judged alone
 * against the installed files, before exiting with patch-package's code. UPGRADING.md says what to do.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {
  parsePatchName,
  patchFiles,
  patchState,
  patchesFolder,
} from '../src/upstream-contracts/patchFiles';
import {patchOwners} from '../src/upstream-contracts/patchOwners';

const siteDir = path.resolve(__dirname, '..');
const patchPackage = path.join(siteDir, 'node_modules', '.bin', 'patch-package');
const applied = spawnSync(patchPackage, ['--patch-dir', patchesFolder, '--error-on-fail'], {
  cwd: siteDir,
  stdio: 'inherit',
});

if (applied.status !== 0) {
  const failing = patchFiles(siteDir).flatMap((file) => {
    const state = patchState(siteDir, file);
    return state.state === 'fails'
      ? [`  ${file} (${patchOwners[parsePatchName(file).name] ?? 'no owner'}): ${state.missing}`]
      : [];
  });
  console.error(
    failing.length > 0
      ? `\nThese patches no longer apply to the installed packages (UPGRADING.md says what to do):\n${failing.join('\n')}`
      : '\npatch-package failed, yet every patch applies alone: see its message above.',
  );
  process.exitCode = applied.status ?? 1;
}
