/**
 * Lighthouse on one page: the `lighthouse` package's defaults (mobile emulation, simulated slow 4G
 * and 4x CPU slowdown) driving Debian's Chromium with a fresh profile, served by nginx as deployed
 * (brotli). `npm run check:budgets` prints its scores and metrics as a report and budgets only the
 * categories that don't rest on timing (scripts/budgets.ts, lighthouseBudgets).
 */
import type {Flags, Result} from 'lighthouse';

export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

/** The figures of one run that the budgets check prints. Scores 0–100; times ms; bytes as sent. */
export interface LighthouseFigures {
  readonly scores: Record<LighthouseCategory, number>;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly bytes: number;
  /** Lighthouse's benchmark of the host's CPU during the run. */
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
  audits: [
    {
      path: 'errors-in-console',
      options: {
        ignoredPatterns: [
          'ERR_BLOCKED_BY_CLIENT.Inspector',
          'the server responded with a status of 404',
        ],
      },
    },
  ],
};

function numeric(result: Result, audit: string): number {
  return result.audits[audit]?.numericValue ?? NaN;
}

/** The figures of one Lighthouse result. */
export function figuresOf(result: Result): LighthouseFigures {
  const scores = Object.fromEntries(
    lighthouseCategories.map((category) => [
      category,
      Math.round((result.categories[category]?.score ?? NaN) * 100),
    ]),
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
  /** For the not-found page: accept its 404 status and leave out `notFoundExemptAudits`. */
  readonly notFound?: boolean;
}

/** Runs Lighthouse once on `url` in a fresh Chromium. */
export async function runLighthouse(url: string, options: LighthouseRunOptions): Promise<Result> {
  // Both packages are ES modules only.
  const {default: lighthouse} = await import('lighthouse');
  const {launch} = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: options.chromePath,
    chromeFlags: ['--headless=new', ...options.chromeFlags],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: [...lighthouseCategories],
      // Neither moves a score: the full-page screenshot only illustrates the HTML report's elements,
      // and bf-cache (a diagnostic of weight 0) navigates away and back. Without them a run took
      // 17 s instead of 19-22 s here.
      disableFullPageScreenshot: true,
      skipAudits: ['bf-cache', ...(options.notFound ? notFoundExemptAudits : [])],
      ...(options.notFound ? {ignoreStatusCode: true} : {}),
    };
    const outcome = await lighthouse(url, flags, options.notFound ? notFoundConfig : undefined);
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (outcome.lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${outcome.lhr.runtimeError.message}`);
    return outcome.lhr;
  } finally {
    chrome.kill();
  }
}
