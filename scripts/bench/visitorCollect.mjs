// What runs in the measured page (visitor.mjs hands it to the page as an init script).

/** What the page logs once every control above the fold is hydrated (the bench waits for it). */
export const CONTROLS_HYDRATED = 'bench: every control above the fold is hydrated';

/**
 * Collects the page's figures from its first byte (a context's init script): paints, LCP, long
 * tasks, Event Timing entries, and when every control above the fold is hydrated. A control is
 * hydrated once React has hydrated its element (React's props key on the DOM node, set as React
 * hydrates it) and the shell's root has committed (its mark): checked every 25 ms, so to 25 ms and
 * to the end of the task that hydrated it. The set above the fold is read at the first paint, and
 * again when one of them leaves the document (a part the browser renders in place of the server's).
 */
export function collect({ hydratedMark, done }) {
  const b = (window.__visitor = { lcp: null, lcpTag: '', longtasks: [], events: [], controlsAt: null, controls: 0 });
  const observe = (type, each, options = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true, ...options });
    } catch {
      // not supported: that figure stays empty
    }
  };
  const describe = (el) => {
    if (!el || !el.tagName) return '';
    const label = el.getAttribute('aria-label') || el.getAttribute('name') || el.id;
    return `${el.tagName.toLowerCase()}${label ? `[${label.slice(0, 30)}]` : ''}`;
  };
  observe('largest-contentful-paint', (e) => {
    b.lcp = e.startTime;
    b.lcpTag = describe(e.element);
  });
  observe('longtask', (e) => b.longtasks.push({ startTime: e.startTime, duration: e.duration }));
  observe(
    'event',
    (e) =>
      b.events.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        duration: e.duration,
        target: describe(e.target),
      }),
    { durationThreshold: 16 },
  );
  const CONTROLS =
    'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
  const isHydrated = (el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  const aboveTheFold = (root) =>
    [...root.querySelectorAll(CONTROLS)].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
    });
  let set = null;
  const started = performance.now();
  const poll = () => {
    const root = document.getElementById('root');
    if (root && performance.getEntriesByType('paint').length) {
      if (!set || set.some((el) => !el.isConnected)) set = aboveTheFold(root);
      if (performance.getEntriesByName(hydratedMark).length && set.every(isHydrated)) {
        b.controlsAt = performance.now();
        b.controls = set.length;
        console.info(done);
        return;
      }
    }
    if (performance.now() - started < 30_000) setTimeout(poll, 25);
  };
  setTimeout(poll, 25);
}
