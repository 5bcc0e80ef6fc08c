type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own, so the browser can paint and take input between two pieces of
 * start-up work: `scheduler.yield()` where there is one (its continuation goes ahead of other
 * queued work), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
