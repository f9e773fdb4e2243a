/** The longest wait for an idle moment. */
const idleTimeoutMs = 10_000;

/** Runs when the browser is idle, so that nothing of offline reading competes with the page's start. */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, {timeout: idleTimeoutMs});
  else setTimeout(run, idleTimeoutMs);
}
