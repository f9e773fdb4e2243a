/**
 * Long jobs in short slices. Unpacking the index and building the engine take about half a second on
 * a laptop and seconds on a cheap phone: as one task, that freezes the page (Lighthouse's total
 * blocking time). Run as slices of a few milliseconds, the main thread is handed back in between, so
 * typing, clicks and painting go on while the engine is built.
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

/** Runs through `items`, yielding to the main thread each time a slice has used its time, and returns them. */
export async function collectInSlices<T>(items: Iterable<T>): Promise<T[]> {
  const collected: T[] = [];
  let sliceStarted = performance.now();
  for (const item of items) {
    collected.push(item);
    if (performance.now() - sliceStarted >= sliceMs) {
      await yieldToMain();
      sliceStarted = performance.now();
    }
  }
  return collected;
}
