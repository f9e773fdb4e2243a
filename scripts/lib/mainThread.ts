/**
 * The main-thread work of a page load, read from Chromium's own trace: every task the page's main
 * thread ran, timed by its thread time (`tdur`, the CPU time the thread itself used) rather than its
 * wall time. Thread time leaves out the moments another process held the core, so a busy machine
 * doesn't lengthen a task; wall time, which Lighthouse's blocking time and score are built on,
 * doubled on this project's 2-core machines when another process kept one core busy.
 *
 * From the trace, for one load:
 * - blocking time: Lighthouse's definition (each task's time beyond 50 ms, summed from the first
 *   contentful paint on), over thread time;
 * - main-thread work: the thread time of every task from navigation until the page is settled;
 * - the paint gap: the largest contentful paint after the first, in the same trace.
 * The figures of several loads are reduced to their median, as Lighthouse advises for variance.
 *
 * Thread time alone wasn't enough on a busy 2-core machine: a healthy page's longest task grew from
 * 36 to 53 ms when two builds shared the machine (the cores' caches are shared too), and a 100 ms
 * busy loop measured only 40-80 ms, since the loop waits for the clock while the thread is off the
 * core. So the browser that measures runs at a real-time priority (chromium-realtime.sh): with one
 * core kept busy, a healthy page's longest task measured 8-50 ms and the busy loop 102-104 ms.
 */
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {median} from './devServerStart';

/** A Chrome trace event, as far as these figures read it. Times are microseconds. */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: {
    readonly data?: {readonly documentLoaderURL?: string; readonly isLoadingMainFrame?: boolean};
    readonly frame?: string;
  };
}

export interface MainThreadFigures {
  readonly blockingMs: number;
  readonly mainThreadMs: number;
  /** The longest task from the first contentful paint on: the app's scripts, hydration. */
  readonly longestTaskMs: number;
  /** Largest contentful paint minus first contentful paint. */
  readonly paintGapMs: number;
}

/** Chromium at a real-time priority where the machine allows it: launch the measuring browser with this. */
export const realtimeChromium = path.join(__dirname, 'chromium-realtime.sh');

/** Lighthouse's and the Long Tasks API's threshold: the part of a task beyond it blocks input. */
export const longTaskMs = 50;

/** The trace categories these figures need (the tasks, and the paint marks). */
export const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
];

const ms = (microseconds: number | undefined): number => (microseconds ?? 0) / 1000;

/**
 * The figures of one load of `url`'s document. Throws when the trace lacks the page's navigation or
 * its first contentful paint: a figure that can't be measured must not pass as zero.
 */
export function mainThreadFigures(events: readonly TraceEvent[], url: string): MainThreadFigures {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.documentLoaderURL === url &&
      event.args.data.isLoadingMainFrame === true,
  );
  if (navigation === undefined) throw new Error(`the trace has no navigation to ${url}`);
  const onMainThread = (event: TraceEvent) =>
    event.pid === navigation.pid && event.tid === navigation.tid && event.ts >= navigation.ts;
  const frame = navigation.args?.frame;
  const paints = events.filter(
    (event) =>
      event.pid === navigation.pid && event.args?.frame === frame && event.ts >= navigation.ts,
  );
  const fcp = paints.find((event) => event.name === 'firstContentfulPaint');
  if (fcp === undefined) throw new Error(`the trace of ${url} has no first contentful paint`);
  const lcp =
    paints.filter((event) => event.name === 'largestContentfulPaint::Candidate').at(-1) ?? fcp;
  const tasks = events.filter(
    (event) => event.ph === 'X' && event.name === 'RunTask' && onMainThread(event),
  );
  const afterPaint = tasks.filter((task) => task.ts >= fcp.ts).map((task) => ms(task.tdur));
  return {
    blockingMs: afterPaint.reduce((sum, time) => sum + Math.max(0, time - longTaskMs), 0),
    mainThreadMs: tasks.reduce((sum, task) => sum + ms(task.tdur), 0),
    longestTaskMs: Math.max(0, ...afterPaint),
    paintGapMs: ms(lcp.ts - fcp.ts),
  };
}

/** Each figure's median over several loads (each figure on its own, as Lighthouse's metrics are). */
export function medianFigures(loads: readonly MainThreadFigures[]): MainThreadFigures {
  const of = (key: keyof MainThreadFigures) => median(loads.map((load) => load[key]));
  return {
    blockingMs: of('blockingMs'),
    mainThreadMs: of('mainThreadMs'),
    longestTaskMs: of('longestTaskMs'),
    paintGapMs: of('paintGapMs'),
  };
}

/** After the load event, how long the page must stay without network requests to count as settled. */
const settledAfterMs = 1_000;

/** Loads `url` in a fresh context (empty cache) while tracing, until the page has settled. */
export async function traceLoad(browser: Browser, url: string): Promise<MainThreadFigures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {categories: traceCategories});
    let trace: Buffer | undefined;
    try {
      await page.goto(url, {waitUntil: 'load'});
      // The app's scripts come after the first paint and hydrate after the load event: wait for the
      // page to stop fetching, then a little more for the work that follows.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(settledAfterMs);
    } finally {
      trace = await browser.stopTracing();
    }
    const {traceEvents} = JSON.parse(trace.toString('utf8')) as {traceEvents: TraceEvent[]};
    return mainThreadFigures(traceEvents, page.url());
  } finally {
    await context.close();
  }
}

/**
 * Whether the median blocking time of `runs` loads is already on one side of the budget: once more
 * than half the loads are on one side, the loads still to come can't move the median across it.
 */
export function medianDecided(
  blockingMs: readonly number[],
  runs: number,
  budgetMs: number,
): boolean {
  const within = blockingMs.filter((time) => time <= budgetMs).length;
  const majority = Math.floor(runs / 2) + 1;
  return within >= majority || blockingMs.length - within >= majority;
}

/**
 * The median figures of up to `runs` loads of `url`, one after another in one browser. It stops as
 * soon as the median's side of the blocking-time budget is decided (three loads of five when they
 * agree): the verdict is the one all `runs` loads would give, in fewer loads.
 */
export async function measureMainThread(
  browser: Browser,
  url: string,
  runs: number,
  budgetMs: number,
): Promise<MainThreadFigures> {
  const loads: MainThreadFigures[] = [];
  while (
    loads.length < runs &&
    !medianDecided(
      loads.map((load) => load.blockingMs),
      runs,
      budgetMs,
    )
  )
    loads.push(await traceLoad(browser, url));
  return medianFigures(loads);
}
