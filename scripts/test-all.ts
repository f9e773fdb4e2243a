/**
 * `npm test`: every check, stage by stage, stopping after the first stage in which one fails, then a
 * table of each step's time, so a slow step shows where it is (the whole run has to stay under 20
 * minutes on a 2-core machine). Each step is an npm script of package.json and can be run on its own.
 */
import {spawn} from 'node:child_process';

/**
 * In order: the checks of the sources, then the builds, then what reads the builds. A stage's lanes run
 * side by side, each lane's steps one after another. Only steps that time nothing share a stage: a
 * cold build keeps about 1.6 of 2 cores busy and lint about 1.4, so either leaves room for the other,
 * while the benchmarks, the budgets and check:start measure time and run alone, and check:a11y and
 * the browser tests keep both cores busy on their own. Side lanes read only the sources or build/,
 * which the hosted build doesn't touch (it writes build-hosted/).
 */
const stages: readonly (readonly (readonly string[])[])[] = [
  [['build:cold'], ['typecheck', 'lint', 'check:diagrams', 'test:unit']],
  [['build:hosted'], ['check:routes', 'check:seo', 'check:search']],
  [['bench:search']],
  [['check:budgets']],
  [['check:a11y']],
  [['test:e2e']],
  [['check:start']],
];

const minutes = (ms: number): string => {
  const seconds = Math.round(ms / 1000);
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
};

interface StepResult {
  step: string;
  ms: number;
  passed: boolean;
  /** The step it ran beside, for the table. */
  beside?: string;
}

/**
 * Runs `npm run <step>`. The first lane of a stage prints as it goes; a side lane's output is held and
 * printed whole when its step ends, so two steps' lines never interleave.
 */
function runStep(step: string, live: boolean): Promise<{passed: boolean; ms: number}> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], {stdio: live ? 'inherit' : 'pipe'});
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', (code) => {
      if (!live) {
        console.log(
          `\n── npm run ${step} (ran beside the step above; its output held until now) ──`,
        );
        process.stdout.write(Buffer.concat(held));
      }
      resolve({passed: code === 0, ms: Date.now() - started});
    });
  });
}

/** Runs a lane's steps in turn; it stops at its first failure, or when another lane has failed. */
async function runLane(
  lane: readonly string[],
  live: boolean,
  beside: string | undefined,
  failed: {any: boolean},
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const step of lane) {
    if (failed.any) break;
    const {passed, ms} = await runStep(step, live);
    results.push({step, ms, passed, beside});
    if (!passed) failed.any = true;
  }
  return results;
}

async function main(): Promise<void> {
  const started = Date.now();
  const results: StepResult[] = [];
  const failed = {any: false};
  for (const [first = [], ...sides] of stages) {
    const lanes = await Promise.all([
      runLane(first, true, undefined, failed),
      ...sides.map((lane) => runLane(lane, false, first.join(', '), failed)),
    ]);
    results.push(...lanes.flat());
    if (failed.any) break;
  }
  console.log(
    [
      '',
      '| npm test step | Time (m:ss) | Result |',
      '|---|---:|---|',
      ...results.map(
        ({step, ms, passed, beside}) =>
          `| ${step}${beside === undefined ? '' : ` (beside ${beside})`} | ${minutes(ms)} | ${passed ? 'passed' : 'failed'} |`,
      ),
      `| all | ${minutes(Date.now() - started)} | ${failed.any ? 'failed' : 'passed'} |`,
    ].join('\n'),
  );
  const failures = results.filter(({passed}) => !passed).map(({step}) => `\`npm run ${step}\``);
  if (failures.length > 0) {
    console.error(`\nnpm test failed at ${failures.join(' and ')}.`);
    process.exitCode = 1;
  }
}

void main();
