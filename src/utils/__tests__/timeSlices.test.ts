import {describe, expect, it} from 'vitest';
import {collectInSlices, runInSlices} from '../timeSlices';

/** Items that each take `ms` of busy work to produce, like the engine's indexing steps. */
function* slowItems(count: number, ms: number): Generator<number> {
  for (let item = 0; item < count; item += 1) {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // busy, as building the engine is
    }
    yield item;
  }
}

describe('collectInSlices', () => {
  it('returns every item in order', async () => {
    await expect(collectInSlices([3, 1, 2])).resolves.toEqual([3, 1, 2]);
  });

  it('hands the main thread back while a long job runs', async () => {
    let ranMeanwhile = false;
    setTimeout(() => {
      ranMeanwhile = true;
    }, 0);
    const collecting = collectInSlices(slowItems(10, 5));
    await collecting;
    expect(ranMeanwhile).toBe(true);
  });

  it('runs steps without keeping them', async () => {
    let steps = 0;
    await runInSlices(
      (function* () {
        for (let step = 0; step < 3; step += 1) yield (steps += 1);
      })(),
    );
    expect(steps).toBe(3);
  });
});
