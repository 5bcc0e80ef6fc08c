// What a visitor on a phone on a slow line gets (issue 42 point 1): each route loaded in Chromium
// with the throttling the browser applies itself through the DevTools protocol (not Lighthouse's
// estimate), a fresh browser context (no cache) each run, median of N runs. Measured in the page:
// first contentful paint, LCP, when the header answers a tap (the shell's hydration mark), when
// every control above the fold is hydrated, the longest task after the first paint, and the INP of
// three interactions (open the menu, type in the calculator, open a FAQ answer) from Event Timing.
import { launch } from '@ecopanel/dev-tools/chromium';
import { MOBILE } from './firstLoad.mjs';
import { abRows, inpOf, longestTaskAfter, median, summarizeRuns } from './visitorFigures.mjs';
import { collect, CONTROLS_HYDRATED } from './visitorCollect.mjs';
import { HYDRATED_MARK, MOBILE_UA, networkConditions, THROTTLING, VISITOR_RUNS } from './visitorProfile.mjs';
import { visitorLine } from './visitorReport.mjs';

export { abRows, inpOf, longestTaskAfter, median, summarizeRuns };
export { visitorLine, visitorMarkdown } from './visitorReport.mjs';
export { HYDRATED_MARK, MOBILE_UA, networkConditions, THROTTLING, VISITOR_RUNS } from './visitorProfile.mjs';

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

/** One load of `url` under the applied throttling in a fresh context of `browser`, with its interactions. */
export async function visitorRun(browser, url, { interactions = ['menu'], settleMs = 1500 } = {}) {
  const context = await browser.newContext({ ...MOBILE, userAgent: MOBILE_UA });
  try {
    const page = await context.newPage();
    await page.addInitScript(collect, { hydratedMark: HYDRATED_MARK, done: CONTROLS_HYDRATED });
    // The init script says when every control is hydrated on the console, which Playwright already
    // listens to. Polling with page.waitForFunction ran Playwright's injected script on the page's
    // main thread as it hydrated (26-53 ms a task under the 4x CPU), and page.exposeFunction answers
    // each call by evaluating in the page (a 50 ms task after hydration) (bench/NOTES.md).
    const hydrated = new Promise((resolve) =>
      page.on('console', (message) => message.text() === CONTROLS_HYDRATED && resolve()),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', networkConditions());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // The init script gives up after 30 s from its start; so does this wait.
    let timer;
    await Promise.race([hydrated, new Promise((resolve) => (timer = setTimeout(resolve, 30_000)))]);
    clearTimeout(timer);
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
