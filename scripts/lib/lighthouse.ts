/**
 * Lighthouse on one page: the `lighthouse` package's default (mobile emulation, simulated slow 4G)
 * driving Debian's Chromium, a fresh profile each run, served by nginx as deployed (brotli), and the
 * median run of several (Lighthouse's own choice of median). The CPU slowdown is calibrated to the
 * machine each run (`calibratedCpuSlowdown`), so the scores judge the site and not the machine or its
 * load.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Flags, Result} from 'lighthouse';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

/** The figures of one run that the budgets check prints. Scores 0–100; times ms; bytes as sent. */
export interface LighthouseFigures {
  readonly scores: Record<LighthouseCategory, number>;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly bytes: number;
  /** Lighthouse's benchmark of the host's CPU during the run, and the CPU slowdown it was given. */
  readonly benchmarkIndex: number;
  readonly cpuSlowdown: number;
  /** Audits of a category that scored below 1, for the report of a missed score. */
  readonly failedAudits: readonly string[];
}

/**
 * Audits that a not-found page fails by design: it answers 404 and asks not to be indexed. They are
 * left out of its run, so its SEO score measures everything else.
 */
export const notFoundExemptAudits = ['http-status-code', 'is-crawlable'] as const;

/**
 * On the not-found page, the console's one expected error is Chromium's report of the page's own 404
 * status; any other error still fails best practices. (Lighthouse ignores its own blocked requests by
 * default, and these options replace its defaults, so that pattern is kept.)
 */
const notFoundConfig = {
  extends: 'lighthouse:default',
  audits: [{path: 'errors-in-console', options: {ignoredPatterns: ['ERR_BLOCKED_BY_CLIENT.Inspector', 'the server responded with a status of 404']}}],
};

function numeric(result: Result, audit: string): number {
  return result.audits[audit]?.numericValue ?? NaN;
}

/** The figures of one Lighthouse result. */
export function figuresOf(result: Result): LighthouseFigures {
  const scores = Object.fromEntries(
    lighthouseCategories.map((category) => [category, Math.round((result.categories[category]?.score ?? NaN) * 100)]),
  ) as Record<LighthouseCategory, number>;
  const failedAudits = lighthouseCategories.flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (result.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    scores,
    fcpMs: numeric(result, 'first-contentful-paint'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    bytes: numeric(result, 'total-byte-weight'),
    benchmarkIndex: result.environment.benchmarkIndex,
    cpuSlowdown: result.configSettings.throttling.cpuSlowdownMultiplier,
    failedAudits,
  };
}

/**
 * The phone the scores stand for, as Lighthouse's benchmark index: Lighthouse's default 4x slowdown
 * of a high-end desktop (about 2,000), in the middle of its mid-tier mobile bracket (125-800).
 */
export const emulatedPhoneBenchmarkIndex = 500;
/** The slowdown never goes below none nor above Lighthouse's low-end mobile range. */
const cpuSlowdownRange = {min: 1, max: 20} as const;

/**
 * The CPU slowdown that makes a host of this benchmark index run like the emulated phone, as
 * Lighthouse's throttling documentation advises (docs/throttling.md, "Calibrating the CPU slowdown"):
 * the multiplier scales with the host's benchmark index. A machine twice as fast, or half as busy,
 * is slowed twice as much.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`Lighthouse reported no usable benchmark index (${String(benchmarkIndex)})`);
  const multiplier = benchmarkIndex / emulatedPhoneBenchmarkIndex;
  return Math.round(Math.min(cpuSlowdownRange.max, Math.max(cpuSlowdownRange.min, multiplier)) * 10) / 10;
}

interface SavedArtifacts {
  BenchmarkIndex: number;
  settings: {throttling: {cpuSlowdownMultiplier?: number}};
}

export interface LighthouseRunOptions {
  readonly chromePath: string;
  /** Chromium flags besides --headless=new. */
  readonly chromeFlags: readonly string[];
  readonly runs: number;
  /** For the not-found page: accept its 404 status and leave out `notFoundExemptAudits`. */
  readonly notFound?: boolean;
}

/**
 * One calibrated run: Lighthouse gathers the page (and benchmarks the CPU just before), then audits
 * the saved artifacts with the slowdown that benchmark calls for. Simulated throttling applies the
 * slowdown to the recorded trace only when auditing, so the gathered page is the same either way.
 */
async function calibratedRun(
  lighthouse: typeof import('lighthouse').default,
  url: string,
  flags: Flags,
  config: object | undefined,
): Promise<Result> {
  const artifactsDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  try {
    await lighthouse(url, {...flags, gatherMode: artifactsDir}, config);
    const artifactsFile = path.join(artifactsDir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as SavedArtifacts;
    const cpuSlowdownMultiplier = calibratedCpuSlowdown(artifacts.BenchmarkIndex);
    // The audit's settings must equal the gathered ones: both get the calibrated slowdown.
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const outcome = await lighthouse(url, {...flags, auditMode: artifactsDir, throttling: {cpuSlowdownMultiplier}}, config);
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (outcome.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${outcome.lhr.runtimeError.message}`);
    return outcome.lhr;
  } finally {
    rmSync(artifactsDir, {recursive: true, force: true});
  }
}

/** Runs Lighthouse `runs` times on `url`, one fresh Chromium each, and returns the median run. */
export async function runLighthouse(url: string, options: LighthouseRunOptions): Promise<Result> {
  // Both packages are ES modules only.
  const {default: lighthouse} = await import('lighthouse');
  // A JavaScript module of Lighthouse's without type declarations.
  const {computeMedianRun} = (await import('lighthouse/core/lib/median-run.js')) as {computeMedianRun: (runs: Result[]) => Result};
  const {launch} = await import('chrome-launcher');
  const results: Result[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const chrome = await launch({chromePath: options.chromePath, chromeFlags: ['--headless=new', ...options.chromeFlags]});
    try {
      const flags: Flags = {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: [...lighthouseCategories],
        ...(options.notFound ? {ignoreStatusCode: true, skipAudits: [...notFoundExemptAudits]} : {}),
      };
      results.push(await calibratedRun(lighthouse, url, flags, options.notFound ? notFoundConfig : undefined));
    } finally {
      chrome.kill();
    }
  }
  return computeMedianRun(results);
}
