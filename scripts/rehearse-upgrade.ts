/**
 * A rehearsed upgrade: `npm run rehearse:upgrade -- <docusaurus version> [docsearch version] [--keep]
 * [--skip-build]`. Copies the site to a scratch folder, installs that version of every @docusaurus/*
 * package (and of DocSearch), then reports piece by piece: the patches that apply or not, the
 * contracts that hold or not, the copied files that changed upstream, the other unit tests,
 * typecheck, and the build if this Node meets the target's `engines.node`. Exits 1 if anything
 * failed. UPGRADING.md says what each failure means and which piece to rework or drop.
 */
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  installedVersion,
  parsePatchName,
  patchFiles,
  patchState,
} from '../src/upstream-contracts/patchFiles';
import {patchOwners} from '../src/upstream-contracts/patchOwners';
import {makeScratchCopy, run} from './lib/rehearsal/scratchCopy';
import {meetsNodeRange} from './lib/rehearsal/targetVersions';
import {readUnitResults, type Check, type VitestJson} from './lib/rehearsal/unitResults';

const siteDir = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const [docusaurus, docsearch] = args.filter((arg) => !arg.startsWith('--'));
if (!docusaurus) {
  console.error(
    'Usage: npm run rehearse:upgrade -- <docusaurus version> [docsearch version] [--keep] [--skip-build]',
  );
  process.exit(2);
}

const report: string[] = [];
let failures = 0;
const line = (text = ''): void => {
  report.push(text);
  console.log(text);
};
const verdict = (ok: boolean): string => {
  if (!ok) failures++;
  return ok ? 'ok' : '**fails**';
};
const tail = (output: string, lines = 15): string =>
  output.trim().split('\n').slice(-lines).join('\n');
const table = (checks: readonly Check[], what: string): void => {
  const failed = checks.filter((check) => !check.passed);
  line(`${String(checks.length - failed.length)} of ${String(checks.length)} ${what} hold.`);
  if (failed.length > 0) {
    failures += failed.length;
    line('');
    line('| Fails | Why |');
    line('|---|---|');
    for (const check of failed) line(`| ${check.name} | ${check.why.replaceAll('|', '\\|')} |`);
  }
  line('');
};

const scratch = makeScratchCopy(siteDir, docusaurus, docsearch);
line(`# Rehearsal: Docusaurus ${docusaurus}${docsearch ? `, DocSearch ${docsearch}` : ''}`);
line('');
line(`Scratch copy: ${scratch}; this Node ${process.version}.`);
line('');

// Scripts off: the patches are applied below, to report them one by one.
let install = run(scratch, 'npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund']);
line('## Install');
line('');
if (!install.ok && /ERESOLVE/.test(install.output)) {
  line(
    `Peer dependencies conflict (npm ERESOLVE); installed again with --legacy-peer-deps (**fails**):`,
  );
  failures++;
  line('```');
  line(
    tail(
      install.output
        .split('\n')
        .filter((text) => /peer|Found|Could not resolve|While resolving/.test(text))
        .join('\n'),
      12,
    ),
  );
  line('```');
  install = run(scratch, 'npm', [
    'install',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--legacy-peer-deps',
  ]);
}
line(`npm install: ${verdict(install.ok)}`);
if (!install.ok) {
  line('```');
  line(tail(install.output));
  line('```');
}
const core = path.join(scratch, 'node_modules/@docusaurus/core/package.json');
const coreManifest = existsSync(core)
  ? (JSON.parse(readFileSync(core, 'utf8')) as {
      version: string;
      engines?: {node?: string};
      peerDependencies?: Record<string, string>;
    })
  : undefined;
const nodeRange = coreManifest?.engines?.node ?? 'unknown';
const nodeMet = meetsNodeRange(nodeRange, process.version);
line(
  `Installed @docusaurus/core ${coreManifest?.version ?? 'none'}: needs Node ${nodeRange} (this Node ${process.version}: ${nodeMet === undefined ? 'check by hand' : nodeMet ? 'meets it' : 'does not'}); peers ${JSON.stringify(coreManifest?.peerDependencies ?? {})}.`,
);
for (const name of ['react', 'react-dom', '@docsearch/react', '@rspack/core']) {
  if (existsSync(path.join(scratch, 'node_modules', name, 'package.json')))
    line(`- ${name} ${installedVersion(scratch, name)}`);
}
line('');

line('## Patches (npm install runs scripts/apply-patches.ts)');
line('');
const applied = run(scratch, process.execPath, ['--import', 'tsx', 'scripts/apply-patches.ts']);
line(`apply-patches: ${verdict(applied.ok)}`);
if (!applied.ok) {
  line('```');
  line(tail(applied.output, 20));
  line('```');
}
line('');
line('| Patch | Owner | Written for | Installed | State |');
line('|---|---|---|---|---|');
for (const file of patchFiles(scratch)) {
  const {packageName, version, name} = parsePatchName(file);
  const installed = existsSync(path.join(scratch, 'node_modules', packageName, 'package.json'))
    ? installedVersion(scratch, packageName)
    : 'missing';
  const state = patchState(scratch, file);
  const shown =
    state.state === 'fails'
      ? `**does not apply**: ${state.missing}`
      : state.state === 'applies'
        ? 'applies, not applied (patch-package stops at the first patch that fails)'
        : installed === version
          ? 'applied'
          : 'applied (newer version: warning)';
  line(
    `| ${name} | ${patchOwners[name] ?? 'none'} | ${packageName} ${version} | ${installed} | ${shown} |`,
  );
}
line('');

line('## Unit tests: contracts, copies, the rest');
line('');
const unitJson = path.join(scratch, 'unit-results.json');
const unit = run(scratch, 'npx', [
  'vitest',
  'run',
  '--project',
  'unit',
  '--reporter=json',
  `--outputFile=${unitJson}`,
]);
if (existsSync(unitJson)) {
  const results = readUnitResults(
    JSON.parse(readFileSync(unitJson, 'utf8')) as VitestJson,
    scratch,
  );
  line('### Patches in place');
  table(results.patches, 'patch checks');
  line('### Contracts (owner: package/file)');
  table(results.contracts, 'contracts');
  line('### Copied files (ejected swizzles)');
  table(results.copies, 'copies');
  line('### Other unit tests');
  line(`${String(results.total)} tests in all, ${String(results.failed)} failed.`);
  for (const [file, failed] of results.otherFailures) {
    failures += failed.length;
    line(`- ${file}: ${failed.map((check) => `${check.name}: ${check.why}`).join('; ')}`);
  }
} else {
  line(`vitest wrote no report: ${verdict(false)}`);
  line('```');
  line(tail(unit.output));
  line('```');
}
line('');

line('## Typecheck');
line('');
const typecheck = run(scratch, 'npx', ['tsc', '--noEmit']);
const typeErrors = typecheck.output.split('\n').filter((text) => /error TS\d+/.test(text));
line(
  `tsc --noEmit: ${verdict(typecheck.ok)}${typecheck.ok ? '' : `, ${String(typeErrors.length)} errors`}`,
);
if (!typecheck.ok) {
  line('```');
  line(typeErrors.slice(0, 20).join('\n') || tail(typecheck.output));
  line('```');
}
line('');

line('## Build');
line('');
if (args.includes('--skip-build')) line('Skipped (--skip-build).');
else if (nodeMet === false)
  line(
    `Skipped: Docusaurus ${docusaurus} needs Node ${nodeRange}, this is ${process.version}. Build and run the browser tests on a machine with that Node.`,
  );
else {
  const build = run(scratch, 'npm', ['run', 'build']);
  line(`npm run build: ${verdict(build.ok)}`);
  if (!build.ok) {
    line('```');
    line(tail(build.output, 25));
    line('```');
  }
  line(
    'The built-site and browser checks (`npm run check:search`, `npx playwright test`, `npm run check:budgets`) are left to run in the scratch copy (--keep).',
  );
}
line('');
line(
  failures === 0
    ? '**Nothing failed.**'
    : `**${String(failures)} failures.** UPGRADING.md says what each means.`,
);

const reportFile = path.join(os.tmpdir(), `rehearsal-docusaurus-${docusaurus}.md`);
writeFileSync(reportFile, `${report.join('\n')}\n`);
console.log(`\nReport: ${reportFile}`);
if (args.includes('--keep')) console.log(`Scratch copy kept: ${scratch}`);
else rmSync(scratch, {recursive: true, force: true});
process.exitCode = failures === 0 ? 0 : 1;
