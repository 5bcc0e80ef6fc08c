// Lighthouse mobile (its default: simulated throttling, Moto G-class device) for one URL, median of
// N runs, each in a fresh browser. Besides the scores, each run keeps what explains its LCP (the
// element, and how long its resource waited before it started loading) and the longest main-thread
// task of the trace, so bench/NOTES.md can say where the time went.
import { CHROMIUM } from '@ecopanel/dev-tools/chromium';

export const LIGHTHOUSE_RUNS = 5;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The LCP element's selector and snippet, from the `largest-contentful-paint-element` audit. */
function lcpElement(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items[0]?.items?.[0]?.node ?? items[0]?.node;
  const phases = (items[1]?.items ?? []).map((p) => [p.phase, Math.round(p.timing ?? 0)]);
  return { snippet: node?.snippet ?? '', phases: Object.fromEntries(phases) };
}

/**
 * The longest main-thread task under Lighthouse's throttling (simulated: its `long-tasks` audit,
 * which lists those of 50 ms and over), of any kind and of the page's scripts: a task Lighthouse
 * attributes to a script's URL. It attributes the browser's own work (committing the navigation,
 * parsing the HTML, the first style and layout) to the page's URL or to none.
 */
function longestTask(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  const longest = (list) => list.reduce((a, b) => ((b.duration ?? 0) > (a?.duration ?? 0) ? b : a), null);
  const top = longest(items);
  const script = longest(items.filter((item) => /\.m?js(\?|$)/.test(item.url ?? '')));
  return {
    ms: top ? Math.round(top.duration) : 0,
    url: top?.url ?? '',
    scriptMs: script ? Math.round(script.duration) : 0,
    scriptUrl: script?.url ?? '',
  };
}

export async function lighthouseRun(url) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' });
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      lcpElement: lcpElement(lhr),
      longestTask: longestTask(lhr),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

export async function lighthouseMedian(url, runs = LIGHTHOUSE_RUNS) {
  const results = [];
  // A fresh browser per run: no cache, connection or compiled code carried from one run to the next.
  for (let i = 0; i < runs; i++) results.push(await lighthouseRun(url));
  const pick = (k) => median(results.map((r) => r[k]));
  return {
    url,
    runs: results,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    longestTaskMs: Math.max(...results.map((r) => r.longestTask.ms)),
    longestScriptTask: results.map((r) => r.longestTask).reduce((a, b) => (b.scriptMs > a.scriptMs ? b : a)),
    lcpElement: results[0]?.lcpElement,
    failing: [...new Set(results.flatMap((r) => r.failing))],
  };
}

/** Lighthouse's medians for each of `routes` (`urlOf(route)`), one after another. */
export async function lighthouseRoutes(urlOf, routes, { runs = LIGHTHOUSE_RUNS, log = () => {} } = {}) {
  const results = [];
  for (const route of routes) {
    log(`Lighthouse ${route} x${runs} ...`);
    const r = await lighthouseMedian(urlOf(route), runs);
    results.push({ route, ...r });
    log(
      `${route}: perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo} LCP ${Math.round(r.lcp)} ms TBT ${Math.round(r.tbt)} ms CLS ${r.cls.toFixed(3)}`,
    );
  }
  return results;
}
