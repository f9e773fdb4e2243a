/**
 * `npm test`: every check, one after another, stopping at the first that fails, then a table of each
 * step's time, so a slow step shows where it is (the whole run has to stay under 20 minutes on a
 * 2-core machine). Each step is an npm script of package.json and can be run on its own.
 */
import {spawnSync} from 'node:child_process';

/** In order: the cheap checks first, then the build, then what reads the build. */
const steps = [
  'typecheck',
  'lint',
  'check:diagrams',
  'test:unit',
  'build:cold',
  'build:hosted',
  'check:routes',
  'check:seo',
  'check:search',
  'bench:search',
  'check:budgets',
  'check:a11y',
  'test:e2e',
  'check:start',
] as const;

const minutes = (ms: number): string => {
  const seconds = Math.round(ms / 1000);
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
};

function main(): void {
  const started = Date.now();
  const times: string[] = [];
  let failed: string | undefined;
  for (const step of steps) {
    const stepStarted = Date.now();
    const {status} = spawnSync('npm', ['run', step], {stdio: 'inherit'});
    times.push(
      `| ${step} | ${minutes(Date.now() - stepStarted)} | ${status === 0 ? 'passed' : 'failed'} |`,
    );
    if (status !== 0) {
      failed = step;
      break;
    }
  }
  console.log(
    [
      '',
      '| npm test step | Time (m:ss) | Result |',
      '|---|---:|---|',
      ...times,
      `| all | ${minutes(Date.now() - started)} | ${failed === undefined ? 'passed' : 'failed'} |`,
    ].join('\n'),
  );
  if (failed !== undefined) {
    console.error(`\nnpm test failed at \`npm run ${failed}\`.`);
    process.exitCode = 1;
  }
}

main();
