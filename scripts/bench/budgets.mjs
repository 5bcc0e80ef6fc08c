// The budgets of `npm run bench` (issues 13 and 23), each with whether it is met and what was measured.

/** Code that must stay out of first loads, by a string only that library's bundle contains. */
export const SDK_MARKERS = { firebase: /@firebase\/(app|database)/, emailjs: /api\.emailjs\.com/ };
const SDK_SHOWN_ON = { firebase: [], emailjs: ['/contact'] };

/**
 * English first-load JS on `/` before the site had other languages (issue 25 point 7: it may grow by
 * 2 KB at most): 106,056 bytes as sent, in the `npm run bench` run of 2026-11-26 07:14 UTC on
 * 4716541 (its bench/RESULTS.md, now in bench/HISTORY.md).
 */
export const ENGLISH_FIRST_LOAD_BEFORE_LANGUAGES = 106_056;

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const mib = (bytes) => (bytes / 2 ** 20).toFixed(0);

/** `[name, met, measured]` for each budget, from one run's figures. */
export function budgetsOf({ floor, firstLoads, lighthouse, loads, churn, product, langPairs = [] }) {
  const home = firstLoads.find((f) => f.route === '/');
  const ratio = home.jsBytes / floor.gzip;
  const cached = loads.find((l) => l.route === product && !l.pathOf && !l.canary && !l.canaryBaseline);
  const canary = loads.find((l) => l.canary);
  // The same load with no canary, run beside it (bench.mjs); the first load run where there is none.
  const paired = loads.filter((l) => l.canaryBaseline);
  const noCanary = paired.length
    ? {
        requestsPerSecond: paired.reduce((sum, l) => sum + l.requestsPerSecond, 0) / paired.length,
        p99: Math.max(...paired.map((l) => l.p99)),
      }
    : cached;
  const utm = loads.find((l) => l.what.includes('utm_source'));
  const ratioOf = (route) => firstLoads.find((f) => f.route === route).jsBytes / floor.gzip;
  const scoreOf = (route) => lighthouse.find((l) => l.route === route)?.performance ?? NaN;
  const budgets = [
    [
      'First-load JS on / <= 1.5x the React floor',
      ratio <= 1.5,
      `${ratio.toFixed(2)}x (${kb(home.jsBytes)} / ${kb(floor.gzip)})`,
    ],
    [
      'First-load JS on /products and /contact <= 2.0x the React floor',
      ratioOf('/products') <= 2 && ratioOf('/contact') <= 2,
      `${ratioOf('/products').toFixed(2)}x / ${ratioOf('/contact').toFixed(2)}x`,
    ],
    [
      'LCP <= 2.0 s on every route',
      lighthouse.every((l) => l.lcp <= 2000),
      lighthouse.map((l) => (l.lcp / 1000).toFixed(2)).join(' / '),
    ],
    [
      'A new utm_source every request: requests/s and p99 within 2x of the same URL',
      utm.requestsPerSecond * 2 >= cached.requestsPerSecond && utm.p99 <= 2 * Math.max(cached.p99, 1),
      `${Math.round(utm.requestsPerSecond)} vs ${Math.round(cached.requestsPerSecond)} req/s; p99 ${utm.p99} vs ${cached.p99} ms`,
    ],
    ...(canary
      ? [
          [
            'A 10% canary live: cached requests/s within 10% of no canary (issue 40)',
            canary.requestsPerSecond >= 0.9 * noCanary.requestsPerSecond,
            `${Math.round(canary.requestsPerSecond)} vs ${Math.round(noCanary.requestsPerSecond)} req/s${paired.length ? ` (no canary just before and after: ${paired.map((l) => Math.round(l.requestsPerSecond)).join(', ')})` : ''}; p99 ${canary.p99} vs ${noCanary.p99} ms`,
          ],
        ]
      : []),
    [
      `Resident memory after ${churn.count} releases of one remote <= 1.1x before (warm)`,
      churn.after <= churn.before * 1.1,
      `${mib(churn.before)} -> ${mib(churn.after)} MiB (${((churn.after / churn.before - 1) * 100).toFixed(1)}%)` +
        (churn.warmup ? `; cold ${mib(churn.cold)} MiB before ${churn.warmup} releases of warm-up` : ''),
    ],
    [
      'No failed request in the load runs',
      loads.every((l) => l.errors === 0),
      loads.map((l) => `${l.route}: ${l.errors}`).join('; '),
    ],
    [
      'Lighthouse performance >= 97 on every route',
      lighthouse.every((l) => l.performance >= 97),
      lighthouse.map((l) => l.performance).join(' / '),
    ],
    [
      'Accessibility 100 on every route',
      lighthouse.every((l) => l.accessibility === 100),
      lighthouse.map((l) => l.accessibility).join(' / '),
    ],
    [
      'Best practices 100 on every route',
      lighthouse.every((l) => l.bestPractices === 100),
      lighthouse.map((l) => l.bestPractices).join(' / '),
    ],
    ['SEO 100 on every route', lighthouse.every((l) => l.seo === 100), lighthouse.map((l) => l.seo).join(' / ')],
    [
      'CLS <= 0.02 on every route',
      lighthouse.every((l) => l.cls <= 0.02),
      lighthouse.map((l) => l.cls.toFixed(3)).join(' / '),
    ],
    [
      'TBT <= 150 ms on every route',
      lighthouse.every((l) => l.tbt <= 150),
      lighthouse.map((l) => `${Math.round(l.tbt)}`).join(' / '),
    ],
    [
      'No firebase or emailjs code in a first load where it is not shown',
      firstLoads.every((f) => f.sdks.every((sdk) => SDK_SHOWN_ON[sdk].includes(f.route))),
      firstLoads.map((f) => `${f.route}: ${f.sdks.join('+') || 'none'}`).join('; '),
    ],
    [
      'First-load JS of English / grows <= 2 KB with the other languages',
      home.jsBytes - ENGLISH_FIRST_LOAD_BEFORE_LANGUAGES <= 2048,
      `${kb(ENGLISH_FIRST_LOAD_BEFORE_LANGUAGES)} -> ${kb(home.jsBytes)} (${home.jsBytes - ENGLISH_FIRST_LOAD_BEFORE_LANGUAGES} bytes)`,
    ],
  ];
  if (langPairs.length)
    budgets.push([
      'Lighthouse performance of a Sinhala or Tamil page within 2 points of the same English page',
      langPairs.every(([en, other]) => scoreOf(en) - scoreOf(other) <= 2),
      langPairs.map(([en, other]) => `\`${other}\` ${scoreOf(other)} vs ${scoreOf(en)}`).join('; '),
    ]);
  return budgets;
}

/** Issue 42 point 2: what a visitor gets under applied throttling (visitor.mjs medians), every route. */
export const VISITOR_LIMITS = { lcp: 1500, controlsHydrated: 2000, longestTask: 100, inpMax: 200 };

/** The visitor budgets (`visitor`: visitor.mjs's summaries), as `[name, met, measured]`; a figure not measured misses. */
export function visitorBudgetsOf(visitor) {
  const met = (key) => visitor.every((v) => typeof v[key] === 'number' && v[key] <= VISITOR_LIMITS[key]);
  const list = (f) => visitor.map(f).join(' / ');
  const s = (ms) => (typeof ms === 'number' ? (ms / 1000).toFixed(2) : 'none');
  const n = (ms) => (typeof ms === 'number' ? `${Math.round(ms)}` : 'none');
  return [
    ['Visitor (applied throttling): LCP <= 1.5 s on every route', met('lcp'), list((v) => s(v.lcp))],
    [
      'Visitor (applied throttling): every control above the fold hydrated <= 2.0 s on every route',
      met('controlsHydrated'),
      list((v) => s(v.controlsHydrated)),
    ],
    [
      'Visitor (applied throttling): longest task after the first paint <= 100 ms on every route',
      met('longestTask'),
      list((v) => n(v.longestTask)),
    ],
    [
      'Visitor (applied throttling): INP <= 200 ms (open the menu, type in the calculator, open a FAQ answer)',
      met('inpMax'),
      list((v) => n(v.inpMax)),
    ],
  ];
}
