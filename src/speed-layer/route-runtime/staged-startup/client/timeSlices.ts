/**
 * Long jobs in short slices. A job that runs as one long task freezes the page, for seconds on a
 * cheap phone (Lighthouse's total blocking time), such as starting the app or matching its routes.
 * Run as slices of a few milliseconds, the main thread is handed back in between, so typing, clicks
 * and painting go on.
 */
const sliceMs = 8;

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Hands the main thread back: `scheduler.yield()` where the browser has it, else a message-channel task (no 4 ms timer clamp). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: Scheduler}).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs through `steps` (a generator doing one step of work per item), yielding to the main thread each
 * time a slice has used its time. A step that yields a promise waits for it.
 */
export async function runInSlices(steps: Iterable<unknown>): Promise<void> {
  const iterator = steps[Symbol.iterator]();
  let sliceStarted = performance.now();
  for (let step = iterator.next(); !step.done; step = iterator.next()) {
    if (step.value instanceof Promise) {
      await step.value;
      sliceStarted = performance.now();
    } else if (performance.now() - sliceStarted >= sliceMs) {
      await yieldToMain();
      sliceStarted = performance.now();
    }
  }
}
