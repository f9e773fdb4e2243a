/**
 * Lighthouse on one page, as PERF-NOTES.md found it works here: the `lighthouse` package's default
 * (mobile emulation, simulated slow 4G and 4× CPU slowdown) driving Debian's Chromium, a fresh profile
 * each run, served by nginx as deployed (brotli), and the median run of several (Lighthouse's own
 * choice of median).
 */
import type {Result} from 'lighthouse';

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
  /**
   * Lighthouse's benchmark of the host's CPU during the run, printed beside the scores: the 4×
   * slowdown multiplies whatever speed the machine had at that moment.
   */
  readonly benchmarkIndex: number;
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
    failedAudits,
  };
}

export interface LighthouseRunOptions {
  readonly chromePath: string;
  /** Chromium flags besides --headless=new. */
  readonly chromeFlags: readonly string[];
  readonly runs: number;
  /** For the not-found page: accept its 404 status and leave out `notFoundExemptAudits`. */
  readonly notFound?: boolean;
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
      const outcome = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: [...lighthouseCategories],
        ...(options.notFound ? {ignoreStatusCode: true, skipAudits: [...notFoundExemptAudits]} : {}),
      }, options.notFound ? notFoundConfig : undefined);
      if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (outcome.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${outcome.lhr.runtimeError.message}`);
      results.push(outcome.lhr);
    } finally {
      chrome.kill();
    }
  }
  return computeMedianRun(results);
}
