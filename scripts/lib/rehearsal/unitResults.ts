/**
 * Vitest's JSON report (`--reporter=json`) of a rehearsal's unit tests, read piece by piece: the
 * contract test's checks by owner, and every other test file that failed.
 */
interface AssertionResult {
  readonly ancestorTitles: readonly string[];
  readonly title: string;
  readonly status: string;
  readonly failureMessages: readonly string[];
}
export interface VitestJson {
  readonly numTotalTests: number;
  readonly numFailedTests: number;
  readonly testResults: ReadonlyArray<{
    readonly name: string;
    readonly status: string;
    readonly message?: string;
    readonly assertionResults: readonly AssertionResult[];
  }>;
}

export interface Check {
  /** What it checks: a patch file, `<owner>: <package>/<file>`, a copied file, or a test's name. */
  readonly name: string;
  readonly passed: boolean;
  /** The failure's first lines. */
  readonly why: string;
}

export interface UnitResults {
  readonly patches: readonly Check[];
  readonly contracts: readonly Check[];
  readonly copies: readonly Check[];
  /** Failed tests elsewhere, by file. */
  readonly otherFailures: ReadonlyMap<string, readonly Check[]>;
  readonly total: number;
  readonly failed: number;
}

const contractTestFile = /src\/upstream-contracts\/__tests__\/upstreamContracts\.test\.ts$/;

/** The failure message up to its stack: what the test's own message says. */
const firstLines = (messages: readonly string[]): string =>
  (messages[0] ?? '')
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .slice(0, 6)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 400);

export function readUnitResults(report: VitestJson, siteDir: string): UnitResults {
  const patches: Check[] = [];
  const contracts: Check[] = [];
  const copies: Check[] = [];
  const otherFailures = new Map<string, Check[]>();
  for (const file of report.testResults) {
    // A file that failed before its tests ran (an import that no longer resolves) has none.
    if (file.assertionResults.length === 0 && file.status === 'failed') {
      otherFailures.set(file.name.replace(`${siteDir}/`, ''), [
        {name: 'the test file', passed: false, why: firstLines([file.message ?? ''])},
      ]);
    }
    for (const result of file.assertionResults) {
      const check = {
        name: result.title,
        passed: result.status === 'passed',
        why: firstLines(result.failureMessages),
      };
      if (!contractTestFile.test(file.name)) {
        if (!check.passed && result.status !== 'skipped') {
          const relative = file.name.replace(`${siteDir}/`, '');
          otherFailures.set(relative, [
            ...(otherFailures.get(relative) ?? []),
            {...check, name: [...result.ancestorTitles, result.title].join(' > ')},
          ]);
        }
        continue;
      }
      const group = result.ancestorTitles[0] ?? '';
      if (group.startsWith('patches')) patches.push(check);
      else if (group.startsWith('upstream internals')) contracts.push(check);
      else copies.push(check);
    }
  }
  return {
    patches,
    contracts,
    copies,
    otherFailures,
    total: report.numTotalTests,
    failed: report.numFailedTests,
  };
}
