import {describe, expect, it} from 'vitest';
import {searchBudgets} from '../../budgets';
import {keystrokeTimes} from '../searchFigures';

/** Keystrokes of 1.0 to 1.9 ms, each beside a slice that takes the budget machine's time. */
const keystrokeMs = Array.from({length: 10}, (_, i) => 1 + i / 10);
const referenceMs = keystrokeMs.map(() => searchBudgets.referenceSliceMs);
const scaledMedian = (times: ReturnType<typeof keystrokeTimes>) =>
  times.keystrokeMedianMs / times.machineSlowdown;

describe('keystroke times stated for the budget machine', () => {
  it('are as measured on a machine that runs the slices at the budget machine’s speed', () => {
    const times = keystrokeTimes({keystrokeMs, referenceMs});
    expect(times.machineSlowdown).toBe(1);
    expect(times.keystrokeMedianMs).toBeCloseTo(1.5);
    expect(times.keystrokeP95Ms).toBeCloseTo(1.9);
  });

  it('stay the same when a slow phase slows the keystrokes and the slices beside them alike', () => {
    const slowed = keystrokeTimes({
      keystrokeMs: keystrokeMs.map((ms) => ms * 1.77),
      referenceMs: referenceMs.map((ms) => ms * 1.77),
    });
    expect(scaledMedian(slowed)).toBeCloseTo(
      scaledMedian(keystrokeTimes({keystrokeMs, referenceMs})),
    );
  });

  it('grow by what a slower engine adds to every keystroke', () => {
    const slowerEngine = keystrokeTimes({
      keystrokeMs: keystrokeMs.map((ms) => ms + 1),
      referenceMs,
    });
    expect(scaledMedian(slowerEngine)).toBeCloseTo(2.5);
  });
});
