// What a visitor on a phone on a slow line gets (issue 42 point 1): each route loaded in Chromium
// with the throttling the browser applies itself through the DevTools protocol (not Lighthouse's
// estimate), a fresh browser context (no cache) each run, median of N runs. Measured in the page:
// first contentful paint, LCP, when the header answers a tap (the shell's hydration mark), when
// every control above the fold is hydrated, the longest task after the first paint, and the INP of
// three interactions (open the menu, type in the calculator, open a FAQ answer) from Event Timing.
import { launch } from '@ecopanel/dev-tools/chromium';
import { MOBILE } from './firstLoad.mjs';

export const VISITOR_RUNS = 5;

/** The applied throttling: 150 ms round trip, 1.44 Mbps down, 675 Kbps up, CPU 4x slower. */
export const THROTTLING = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.44e6,
  uploadBitsPerSecond: 675e3,
  cpuSlowdown: 4,
};

/** A phone's user agent (Lighthouse's mobile one, Android Chrome). */
export const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** The shell's mark of its root's hydration commit (shell/src/bootstrap.tsx). */
export const HYDRATED_MARK = 'ecopanel:hydrated';

/** Network.emulateNetworkConditions' parameters (bytes per second). */
export const networkConditions = (t = THROTTLING) => ({
  offline: false,
  latency: t.latencyMs,
  downloadThroughput: t.downloadBitsPerSecond / 8,
  uploadThroughput: t.uploadBitsPerSecond / 8,
});

/** Where each interaction is, and which routes have it (every route has the menu). */
export const INTERACTIONS = {
  // The header's last visible menu button: "Open menu" (the Resources toggle before it is the desktop nav's).
  menu: { selector: 'header button[aria-controls], header button[popovertarget]', how: 'tap', pick: 'last' },
  calculator: { selector: 'main input[inputmode="decimal"]', how: 'type', pick: 'first' },
  // A closed answer: a <details> of the accordion (or its button, as it was before issue 42 point 4).
  faq: {
    selector: 'main details:not([open]) > summary, main button[aria-expanded="false"]',
    how: 'tap',
    pick: 'first',
  },
};
export const interactionsFor = (route) => [
  ...(/\/products\/calculator$/.test(route) ? ['calculator'] : []),
  ...(/\/resources\/faq$/.test(route) ? ['faq'] : []),
  'menu',
];

export const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)] : null;
};

/**
 * The INP of a list of Event Timing entries (`{ name, interactionId, startTime, processingStart,
 * processingEnd, duration }`): the longest interaction (entries grouped by interactionId, each the
 * duration of its longest entry), with the phases of that entry. With under 50 interactions that is
 * what web-vitals' onINP reports. Null when there was no interaction of 16 ms or more.
 */
export function inpOf(entries) {
  let worst = null;
  for (const e of entries) {
    if (!e.interactionId) continue;
    if (!worst || e.duration > worst.duration) worst = e;
  }
  if (!worst) return null;
  const end = worst.startTime + worst.duration;
  return {
    ms: worst.duration,
    event: worst.name,
    target: worst.target ?? '',
    inputDelay: Math.max(0, worst.processingStart - worst.startTime),
    processing: Math.max(0, worst.processingEnd - worst.processingStart),
    presentation: Math.max(0, end - worst.processingEnd),
  };
}

/** The longest task that started at or after `from` (the first paint) and before `until`. */
export function longestTaskAfter(tasks, from, until = Infinity) {
  return tasks
    .filter((t) => t.startTime >= from && t.startTime < until)
    .reduce((a, t) => (t.duration > (a?.duration ?? -1) ? t : a), null);
}

/** One route's medians from its runs (each a visitorRun result); `interactions` by name. */
export function summarizeRuns(route, runs) {
  const pick = (f) => median(runs.map(f));
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.inp ?? {})))];
  const inp = Object.fromEntries(
    names.map((name) => {
      const of = runs.map((r) => r.inp?.[name]).filter(Boolean);
      // The phases of the run whose INP is the median one.
      const sorted = [...of].sort((a, b) => (a.ms ?? 0) - (b.ms ?? 0));
      const mid = sorted[Math.floor(sorted.length / 2)];
      return [name, { ms: median(of.map((i) => i.ms ?? 0)), found: of.every((i) => i.found !== false), phases: mid }];
    }),
  );
  // An interaction whose control was not found has no figure: the route's INP is then none (a budget miss), never 0.
  const inpValues = Object.values(inp).map((i) => (i.found ? (i.ms ?? 0) : null));
  return {
    route,
    runs: runs.length,
    fcp: pick((r) => r.fcp),
    lcp: pick((r) => r.lcp),
    hydrated: pick((r) => r.hydrated),
    controlsHydrated: pick((r) => r.controlsHydrated),
    controls: pick((r) => r.controls),
    longestTask: pick((r) => r.longestTask?.duration ?? 0),
    inp,
    inpMax: inpValues.length && !inpValues.includes(null) ? Math.max(...inpValues) : null,
    perRun: runs,
  };
}

/** A/B rows: each route's medians under variant A and B, and B - A. */
export function abRows(a, b) {
  const keys = ['fcp', 'lcp', 'hydrated', 'controlsHydrated', 'longestTask', 'inpMax'];
  return b.map((vb) => {
    const va = a.find((v) => v.route === vb.route);
    const diff = Object.fromEntries(
      keys.map((k) => [k, va?.[k] === null || vb[k] === null || va?.[k] === undefined ? null : vb[k] - va[k]]),
    );
    return { route: vb.route, a: va, b: vb, diff };
  });
}

/**
 * Collects the page's figures from its first byte (a context's init script): paints, LCP, long
 * tasks, Event Timing entries, and when every control above the fold is hydrated. A control is
 * hydrated once React has hydrated its element (React's props key on the DOM node, set as React
 * hydrates it) and the shell's root has committed (its mark): checked every 25 ms, so to 25 ms and
 * to the end of the task that hydrated it. The set above the fold is read at the first paint, and
 * again when one of them leaves the document (a part the browser renders in place of the server's).
 */
function collect(hydratedMark) {
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
        return;
      }
    }
    if (performance.now() - started < 30_000) setTimeout(poll, 25);
  };
  setTimeout(poll, 25);
}

/** One load of `url` under the applied throttling in a fresh context of `browser`, with its interactions. */
export async function visitorRun(browser, url, { interactions = ['menu'], settleMs = 1500 } = {}) {
  const context = await browser.newContext({ ...MOBILE, userAgent: MOBILE_UA });
  try {
    const page = await context.newPage();
    await page.addInitScript(collect, HYDRATED_MARK);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', networkConditions());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page
      .waitForFunction(() => window.__visitor?.controlsAt !== null, null, { polling: 250, timeout: 30_000 })
      .catch(() => undefined);
    await page.waitForTimeout(settleMs);
    const load = await page.evaluate((mark) => {
      const paint = (name) => performance.getEntriesByName(name, 'paint')[0]?.startTime ?? null;
      return {
        fcp: paint('first-contentful-paint'),
        firstPaint: paint('first-paint'),
        lcp: window.__visitor.lcp,
        lcpTag: window.__visitor.lcpTag,
        hydrated: performance.getEntriesByName(mark)[0]?.startTime ?? null,
        controlsHydrated: window.__visitor.controlsAt,
        controls: window.__visitor.controls,
        longtasks: window.__visitor.longtasks,
        now: performance.now(),
      };
    }, HYDRATED_MARK);
    const inp = {};
    for (const name of interactions) inp[name] = await interact(page, name);
    const { longtasks, now, ...rest } = load;
    return {
      ...rest,
      longestTask: longestTaskAfter(longtasks, load.firstPaint ?? load.fcp ?? 0, now),
      longTasks: longtasks.filter((t) => t.startTime >= (load.firstPaint ?? 0)).length,
      inp,
    };
  } finally {
    await context.close();
  }
}

/** One interaction, and its INP from the Event Timing entries in its window (found: false when its control is missing). */
async function interact(page, name) {
  const { selector, how, pick } = INTERACTIONS[name];
  const visible = page.locator(selector).filter({ visible: true });
  const control = pick === 'last' ? visible.last() : visible.first();
  if (!(await control.count())) return { ms: null, found: false };
  const from = await page.evaluate(() => performance.now());
  if (how === 'type') {
    await control.focus();
    await page.keyboard.type('45', { delay: 200 });
  } else await control.tap({ timeout: 5000 });
  // Long enough for the next frame under 4x CPU: the entry is reported once the frame is presented.
  await page.waitForTimeout(1000);
  const events = await page.evaluate((t) => window.__visitor.events.filter((e) => e.startTime >= t), from);
  return { ...(inpOf(events) ?? { ms: 0 }), found: true };
}

/** Every route `runs` times, each run in a fresh context; returns each route's summary. */
export async function visitorMeasure(urlOf, routes, { runs = VISITOR_RUNS, log = () => {} } = {}) {
  const browser = await launch();
  try {
    const results = [];
    for (const route of routes) {
      const each = [];
      for (let i = 0; i < runs; i++)
        each.push(await visitorRun(browser, urlOf(route), { interactions: interactionsFor(route) }));
      const summary = summarizeRuns(route, each);
      results.push(summary);
      log(visitorLine(summary));
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * An A/B of two servers of the same site (issue 42 point 3): every route `runs` times under each,
 * A and B alternating (which goes first too), so both see the same machine; returns abRows(A, B).
 */
export async function visitorAB(urlOfA, urlOfB, routes, { runs = VISITOR_RUNS, log = () => {} } = {}) {
  const browser = await launch();
  try {
    const a = [];
    const b = [];
    for (const route of routes) {
      const runsA = [];
      const runsB = [];
      const interactions = interactionsFor(route);
      for (let i = 0; i < runs; i++) {
        const order =
          i % 2
            ? [
                [runsB, urlOfB],
                [runsA, urlOfA],
              ]
            : [
                [runsA, urlOfA],
                [runsB, urlOfB],
              ];
        for (const [list, urlOf] of order) list.push(await visitorRun(browser, urlOf(route), { interactions }));
      }
      a.push(summarizeRuns(route, runsA));
      b.push(summarizeRuns(route, runsB));
      log(`A ${visitorLine(a.at(-1))}`);
      log(`B ${visitorLine(b.at(-1))}`);
    }
    return abRows(a, b);
  } finally {
    await browser.close();
  }
}

const sec = (ms) => (ms === null || ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`);

export const visitorLine = (v) =>
  `${v.route}: FCP ${sec(v.fcp)} LCP ${sec(v.lcp)} header hydrated ${sec(v.hydrated)} all controls ${sec(v.controlsHydrated)} longest task ${Math.round(v.longestTask ?? 0)} ms INP ${Object.entries(
    v.inp,
  )
    .map(([k, i]) => `${k} ${i.found ? `${Math.round(i.ms ?? 0)} ms` : 'not found'}`)
    .join(', ')}`;

/** The RESULTS.md section of the visitor measurement, and of its A/B when one ran (`ab`: { env, rows }). */
export function visitorMarkdown({ visitor, ab, runs }) {
  const ms = (x) => (x === null || x === undefined ? '-' : `${Math.round(x)} ms`);
  const inpCell = (v, name) => {
    const i = v.inp[name];
    if (!i) return '';
    if (!i.found) return 'not found';
    const p = i.phases ?? {};
    return `${ms(i.ms)}${p.event ? ` (${p.event}: ${Math.round(p.inputDelay)} / ${Math.round(p.processing)} / ${Math.round(p.presentation)})` : ''}`;
  };
  const lines = [
    '## What a visitor gets (throttling the browser applies)',
    '',
    `Chromium throttled through the DevTools protocol: ${THROTTLING.latencyMs} ms round trip, ${THROTTLING.downloadBitsPerSecond / 1e6} Mbps down, ${THROTTLING.uploadBitsPerSecond / 1e3} Kbps up, CPU ${THROTTLING.cpuSlowdown}x slower, 412 px phone, mobile user agent; median of ${runs} runs per route, each in a fresh browser context (scripts/bench/visitor.mjs). "Header hydrated": the shell's root committed its hydration (the header answers a tap); "all controls": every link, button and field above the fold hydrated too. INP (phases of the median run: input delay / processing / presentation) of each interaction the route has, after every control above the fold is hydrated and 1.5 s more.`,
    '',
    '| route | first paint (FCP) | LCP | header hydrated | all controls hydrated (n) | longest task after first paint | INP menu | INP calculator | INP FAQ |',
    '|---|---|---|---|---|---|---|---|---|',
    ...visitor.map(
      (v) =>
        `| \`${v.route}\` | ${sec(v.fcp)} | ${sec(v.lcp)} | ${sec(v.hydrated)} | ${sec(v.controlsHydrated)} (${v.controls ?? '-'}) | ${ms(v.longestTask)} | ${inpCell(v, 'menu')} | ${inpCell(v, 'calculator')} | ${inpCell(v, 'faq')} |`,
    ),
    '',
  ];
  if (ab?.rows?.length)
    lines.push(
      '### A/B',
      '',
      `A: the pages as served. B: the same pages from a second shell server started with \`${ab.env}\`. Same run, same throttling, A and B alternating, medians; B - A in brackets.`,
      '',
      '| route | first paint A / B | LCP A / B | header hydrated A / B | all controls hydrated A / B | longest task A / B | INP A / B |',
      '|---|---|---|---|---|---|---|',
      ...ab.rows.map(({ route, a, b, diff }) => {
        const cell = (k, f) =>
          `${f(a?.[k])} / ${f(b[k])} (${diff[k] === null ? '-' : `${diff[k] > 0 ? '+' : ''}${Math.round(diff[k])} ms`})`;
        return `| \`${route}\` | ${cell('fcp', sec)} | ${cell('lcp', sec)} | ${cell('hydrated', sec)} | ${cell('controlsHydrated', sec)} | ${cell('longestTask', ms)} | ${cell('inpMax', ms)} |`;
      }),
      '',
    );
  return lines.join('\n');
}
