/**
 * The production build, ready to deploy: `docusaurus build` with the arguments given (in one process
 * or two, as the guide's size asks: scripts/lib/timedBuild.ts), then prepare-deploy.ts on the folder
 * it wrote. Usage: `npm run build [-- <docusaurus build options>]`, e.g. `-- --bundle-analyzer` or
 * `-- --out-dir build-hosted`.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {outDirOf, runBuild} from './lib/timedBuild';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const {code} = await runBuild(args);
  if (code !== 0) {
    process.exitCode = code ?? 1;
    return;
  }
  const prepareDeploy = path.join('scripts', 'prepare-deploy.ts');
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', prepareDeploy, outDirOf(args)], {
    stdio: 'inherit',
  });
  process.exitCode = prepared.status ?? 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
