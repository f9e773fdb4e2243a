import {describe, expect, it} from 'vitest';
import {parentPidOf, residentBytesOf, treeOf} from '../processMemory';

describe('/proc parsing', () => {
  it('reads the parent pid even when the command name holds spaces and parentheses', () => {
    expect(parentPidOf('4242 (node (build) x) S 4200 4242 4200 0 -1')).toBe(4200);
  });

  it('reads VmRSS in bytes, and 0 for a process without memory (a zombie)', () => {
    expect(residentBytesOf('Name:\tnode\nVmHWM:\t  900 kB\nVmRSS:\t  512 kB\nThreads:\t9\n')).toBe(
      512 * 1024,
    );
    expect(residentBytesOf('Name:\tnode\nState:\tZ (zombie)\n')).toBe(0);
  });
});

describe('treeOf', () => {
  it('collects a process and all its descendants, and nothing else', () => {
    const parents = new Map([
      [2, 1],
      [3, 2],
      [4, 3],
      [5, 1],
      [9, 8],
    ]);
    expect(treeOf(2, parents).sort()).toEqual([2, 3, 4]);
  });
});
