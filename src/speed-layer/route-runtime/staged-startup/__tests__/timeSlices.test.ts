import {describe, expect, it} from 'vitest';
import {runInSlices} from '../client/timeSlices';

/** Steps that each take `ms` of busy work, like matching the app's routes. */
function* slowItems(count: number, ms: number): Generator<number> {
  for (let item = 0; item < count; item += 1) {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // busy, as compiling a route's path is
    }
    yield item;
  }
}

describe('runInSlices', () => {
  it('hands the main thread back while a long job runs', async () => {
    let ranMeanwhile = false;
    setTimeout(() => {
      ranMeanwhile = true;
    }, 0);
    await runInSlices(slowItems(10, 5));
    expect(ranMeanwhile).toBe(true);
  });

  it('runs every step', async () => {
    let steps = 0;
    await runInSlices(
      (function* () {
        for (let step = 0; step < 3; step += 1) yield (steps += 1);
      })(),
    );
    expect(steps).toBe(3);
  });
});
