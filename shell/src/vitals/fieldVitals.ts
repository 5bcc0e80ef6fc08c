import { pageTags, type PageTags } from './pageTags';
import type { InpAttribution } from './inpAttribution';

const ENDPOINT = '/__vitals';
/** A metric as sent; an INP also names its element and its longest phase (inpAttribution.ts). */
type Report = { name: 'LCP' | 'INP' | 'CLS' | 'TTFB'; value: number } & Partial<InpAttribution>;

let tags: PageTags | undefined;
let token: string | undefined;

/**
 * The token the server signed for this page view (its remote and release), in the page's
 * Server-Timing header: the server counts a beacon only with it, under what it names
 * (server/src/vitals/viewTokens.ts).
 */
const pageToken = () =>
  (token ??=
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.serverTiming?.find(
      (entry) => entry.name === 'vt',
    )?.description ?? '');

function send(body: object) {
  try {
    const signed = { ...body, token: pageToken() };
    navigator.sendBeacon?.(ENDPOINT, new Blob([JSON.stringify(signed)], { type: 'application/json' }));
  } catch {
    // A beacon is best effort: nothing a visitor should ever notice.
  }
}

/**
 * Field vitals of this page view, sent to the shell's server when the page is hidden or left: LCP,
 * INP, CLS and TTFB (web-vitals' standard build: names and values, and INP's element and longest
 * phase, read from its entries), filed by the server under the remote and release its token names and
 * how it was rendered. The library is fetched only once the page has loaded and the browser is idle,
 * so nothing the page needs waits for it (the bench's first-load figure counts it all the same).
 */
export function startFieldVitals() {
  tags = pageTags(document);
  const pageTagsNow = tags;
  const pending: Report[] = [];
  let viewSent = false;
  const flush = () => {
    if (viewSent && !pending.length) return;
    send({ ...pageTagsNow, view: !viewSent, metrics: pending.splice(0, 8) });
    viewSent = true;
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const load = () =>
    import(/* webpackChunkName: "web-vitals" */ './lazyVitals')
      .then(({ onCLS, onINP, onLCP, onTTFB, inpAttribution }) => {
        const add = (metric: Report & { entries?: readonly PerformanceEntry[] }) =>
          pending.push({
            name: metric.name,
            value: metric.value,
            ...(metric.name === 'INP'
              ? inpAttribution((metric.entries ?? []) as PerformanceEventTiming[], metric.value)
              : null),
          });
        onLCP(add);
        onINP(add);
        onCLS(add);
        onTTFB(add);
        // After web-vitals' own listeners, so the figures it reports on hiding are in this beacon.
        addEventListener('visibilitychange', onHidden);
        addEventListener('pagehide', flush);
      })
      .catch(() => undefined);
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => void load(), { timeout: 5000 })
      : setTimeout(() => void load(), 2000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** A hydration error React recovered from (onRecoverableError), filed under this page's release. */
export function reportHydrationError() {
  send({ ...(tags ?? pageTags(document)), hydrationErrors: 1 });
}
