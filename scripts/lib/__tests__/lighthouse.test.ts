import {describe, expect, it} from 'vitest';
import {calibratedCpuSlowdown, emulatedPhoneBenchmarkIndex} from '../lighthouse';

describe('calibratedCpuSlowdown', () => {
  it("is Lighthouse's 4x on a high-end desktop, and scales with the host's benchmark index", () => {
    expect(calibratedCpuSlowdown(4 * emulatedPhoneBenchmarkIndex)).toBe(4);
    expect(calibratedCpuSlowdown(1000)).toBe(2);
    expect(calibratedCpuSlowdown(1234)).toBe(2.5);
  });

  it('never speeds a slow host up, nor slows a fast one beyond a low-end phone', () => {
    expect(calibratedCpuSlowdown(200)).toBe(1);
    expect(calibratedCpuSlowdown(50_000)).toBe(20);
  });

  it('refuses a benchmark index Lighthouse did not measure', () => {
    expect(() => calibratedCpuSlowdown(0)).toThrow(/no usable benchmark index/);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/no usable benchmark index/);
  });
});
