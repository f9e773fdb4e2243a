import {describe, expect, it} from 'vitest';
import {mainThreadFigures, medianDecided, medianFigures, type TraceEvent} from '../mainThread';

const url = 'http://127.0.0.1:3000/docs/intro';
const page = {pid: 10, tid: 1};
const navigation: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  ...page,
  ts: 1_000_000,
  args: {frame: 'F', data: {documentLoaderURL: url, isLoadingMainFrame: true}},
};
/** A task of the page's main thread: start and durations in ms after navigation. */
function task(startMs: number, threadMs: number, wallMs = threadMs, where = page): TraceEvent {
  return {
    name: 'RunTask',
    ph: 'X',
    ...where,
    ts: navigation.ts + startMs * 1000,
    dur: wallMs * 1000,
    tdur: threadMs * 1000,
  };
}
function mark(name: string, atMs: number): TraceEvent {
  return {name, ph: 'R', ...page, ts: navigation.ts + atMs * 1000, args: {frame: 'F'}};
}

describe('mainThreadFigures', () => {
  const paints = [
    mark('firstContentfulPaint', 300),
    mark('largestContentfulPaint::Candidate', 300),
  ];

  it("counts the page's own main thread by thread time, so a task slowed by another process isn't longer", () => {
    const figures = mainThreadFigures(
      [
        navigation,
        ...paints,
        task(100, 40),
        task(400, 30, 200),
        task(500, 20),
        task(600, 90, 90, {pid: 11, tid: 1}),
      ],
      url,
    );
    expect(figures).toEqual({blockingMs: 0, mainThreadMs: 90, longestTaskMs: 30, paintGapMs: 0});
  });

  it("blocks from the first paint on, by each task's time beyond 50 ms, as Lighthouse's blocking time", () => {
    const figures = mainThreadFigures(
      [navigation, ...paints, task(100, 120), task(400, 80), task(600, 60)],
      url,
    );
    expect(figures.longestTaskMs).toBe(80);
    expect(figures.blockingMs).toBe(40);
  });

  it('measures the largest contentful paint after the first one', () => {
    const figures = mainThreadFigures(
      [
        navigation,
        mark('firstContentfulPaint', 300),
        mark('largestContentfulPaint::Candidate', 300),
        mark('largestContentfulPaint::Candidate', 450),
      ],
      url,
    );
    expect(figures.paintGapMs).toBe(150);
  });

  it("refuses a trace without the page's navigation or first paint rather than report zeros", () => {
    expect(() => mainThreadFigures([...paints, task(100, 40)], url)).toThrow(/no navigation/);
    expect(() => mainThreadFigures([navigation, task(100, 40)], url)).toThrow(
      /no first contentful paint/,
    );
  });
});

describe('medianFigures', () => {
  it('takes each figure its own median, so one slow load moves nothing', () => {
    const load = (longestTaskMs: number) => ({
      blockingMs: 0,
      mainThreadMs: 300,
      longestTaskMs,
      paintGapMs: 0,
    });
    expect(medianFigures([load(30), load(200), load(32), load(31), load(29)]).longestTaskMs).toBe(
      31,
    );
  });
});

describe('medianDecided', () => {
  it('stops once more than half of the runs are on one side of the budget, where the median of all would be', () => {
    expect(medianDecided([0, 0], 5, 25)).toBe(false);
    expect(medianDecided([0, 0, 0], 5, 25)).toBe(true);
    expect(medianDecided([60, 55, 52], 5, 25)).toBe(true);
    expect(medianDecided([60, 0, 52, 0], 5, 25)).toBe(false);
    expect(medianDecided([60, 0, 52, 0, 0], 5, 25)).toBe(true);
  });
});
