// `npm run bench`: production build, the site started as `npm start` starts it, then in Chromium:
// first-load JS against the React floor, Lighthouse mobile on the key routes, and the budgets.
// Writes bench/RESULTS.md. Exits non-zero when a budget is missed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildMissing, ROOT, startAll } from './servers.mjs';
import { startStandins, stopStandins } from './standins.mjs';
import { APPS } from './apps.mjs';
import { CHROMIUM } from 'dev-tools/chromium';
import { reactFloor } from './bench/floor.mjs';
import { measureFirstLoad } from './bench/firstLoad.mjs';
import { LIGHTHOUSE_RUNS, lighthouseMedian } from './bench/lighthouse.mjs';
import { loadRun, residentMemory, timeToFirstByte } from './bench/server.mjs';
import { releaseChurn } from './bench/releases.mjs';

const BASE = Number(process.env.BENCH_PORT || 5000);
const RUNS = Number(process.env.BENCH_RUNS || LIGHTHOUSE_RUNS);
const FIRST_LOAD_ROUTES = ['/', '/products', '/contact'];
const PRODUCT = '/products/1/maple-ceiling-sheet';
// The key routes of issue 23: every kind of page, prerendered and server-rendered.
const LIGHTHOUSE_ROUTES = [
  '/',
  '/our-story',
  '/products',
  PRODUCT,
  '/products/calculator',
  '/resources/projects/1',
  '/resources/faq',
  '/resources/certificate',
  '/contact',
];
const LOAD_ROUTES = [PRODUCT, '/'];
/** Code that must stay out of first loads, by a string only that library's bundle contains. */
const SDK_MARKERS = { firebase: /@firebase\/(app|database)/, emailjs: /api\.emailjs\.com/ };
const SDK_SHOWN_ON = { firebase: [], emailjs: ['/contact'] };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const log = (...a) => console.log('[bench]', ...a);

buildMissing({ force: process.env.BENCH_SKIP_BUILD !== '1' });
// The release churn below publishes 200 releases: the server checks pointers every 200 ms instead of 5 s.
process.env.RELEASE_CHECK_MS = '200';
const ports = Object.fromEntries(APPS.map((a, i) => [a.name, BASE + i]));
const standins = await startStandins({ log: () => {} });
const servers = await startAll(ports);
const url = (p) => `http://localhost:${ports.shell}${p}`;

try {
  log('React floor ...');
  const floor = await reactFloor(ROOT);
  log(`floor ${kb(floor.gzip)} gzip`);

  const firstLoads = [];
  for (const route of FIRST_LOAD_ROUTES) {
    const result = await measureFirstLoad(url(route));
    const sdks = [];
    for (const script of result.scripts) {
      const text = await (await fetch(script.url)).text();
      for (const [sdk, marker] of Object.entries(SDK_MARKERS)) if (marker.test(text)) sdks.push(sdk);
    }
    result.sdks = [...new Set(sdks)];
    firstLoads.push({ route, ...result });
    log(
      `${route}: ${kb(result.jsBytes)} JS in ${result.scriptRequests} scripts, ${result.requests} requests, SDKs: ${result.sdks.join(', ') || 'none'}`,
    );
  }

  const lighthouse = [];
  for (const route of LIGHTHOUSE_ROUTES) {
    log(`Lighthouse ${route} x${RUNS} ...`);
    const r = await lighthouseMedian(url(route), RUNS);
    lighthouse.push({ route, ...r });
    log(
      `${route}: perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo} LCP ${Math.round(r.lcp)} ms TBT ${Math.round(r.tbt)} ms CLS ${r.cls.toFixed(3)}`,
    );
  }

  log('time to first byte, warm ...');
  const ttfb = await timeToFirstByte(url(PRODUCT));
  log(`TTFB ${PRODUCT}: median ${ttfb.median.toFixed(1)} ms, p99 ${ttfb.p99.toFixed(1)} ms`);
  // Before the load runs, which fill the page cache and the render threads' heaps: this reads what
  // releases alone do to the server's memory.
  log('200 releases of the catalogue in a row ...');
  const churn = await releaseChurn({
    site: servers,
    port: ports.catalogue,
    shellPid: servers.shell.pid,
    pageUrl: url('/products'),
  });
  log(
    `${churn.count} releases in ${churn.seconds.toFixed(0)} s: RSS ${(churn.before / 2 ** 20).toFixed(0)} -> ${(churn.after / 2 ** 20).toFixed(0)} MiB`,
  );

  const loads = [];
  const runs = [
    ...LOAD_ROUTES.map((route) => ({ route, what: 'the same URL' })),
    // Tracking parameters must not make a new page: within 2x of the cached figure.
    { route: PRODUCT, what: 'a new utm_source every request', pathOf: (n) => `${PRODUCT}?utm_source=chat${n}` },
    // A new unknown path every request: each one a render of the catalogue's "Product not found".
    {
      route: '/products/{n}/x',
      what: 'a new unknown path every request',
      pathOf: (n) => `/products/${1000 + n}/x`,
      expectStatus: 404,
    },
  ];
  for (const run of runs) {
    log(`load run ${run.route}, ${run.what} (autocannon, 50 connections, 20 s) ...`);
    const r = await loadRun(url(run.route), { pathOf: run.pathOf, expectStatus: run.expectStatus });
    loads.push({ ...run, ...r, rss: residentMemory(servers.shell.pid) });
    log(`${run.route} (${run.what}): ${Math.round(r.requestsPerSecond)} req/s, p99 ${r.p99} ms, errors ${r.errors}`);
  }

  const home = firstLoads.find((f) => f.route === '/');
  const ratio = home.jsBytes / floor.gzip;
  const cached = loads.find((l) => l.route === PRODUCT && !l.pathOf);
  const utm = loads.find((l) => l.what.includes('utm_source'));
  const ratioOf = (route) => firstLoads.find((f) => f.route === route).jsBytes / floor.gzip;
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
    [
      `Resident memory after ${churn.count} releases of one remote <= 1.1x before`,
      churn.after <= churn.before * 1.1,
      `${(churn.before / 2 ** 20).toFixed(0)} -> ${(churn.after / 2 ** 20).toFixed(0)} MiB (${((churn.after / churn.before - 1) * 100).toFixed(1)}%)`,
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
  ];

  const chromium = execFileSync(CHROMIUM, ['--version']).toString().trim();
  const cpu = os.cpus();
  const md = [
    '# Benchmark results',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` on ${cpu.length} x ${cpu[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, ${chromium}.`,
    "Production builds served by the same code as `npm start` (the shell's rendering server and the remotes' static servers, gzip, on localhost); Lighthouse mobile with its default simulated throttling, median of " +
      RUNS +
      ' runs.',
    '',
    '## Budgets',
    '',
    '| budget | met | measured |',
    '|---|---|---|',
    ...budgets.map(([name, ok, value]) => `| ${name} | ${ok ? 'yes' : '**no**'} | ${value} |`),
    '',
    '## First load (mobile viewport, no scrolling)',
    '',
    `React floor (react + react-dom/client, production, minified, gzip): **${kb(floor.gzip)}** (${kb(floor.raw)} minified).`,
    '',
    '| route | JS as sent | x floor | script requests | all requests | SDK code |',
    '|---|---|---|---|---|---|',
    ...firstLoads.map(
      (f) =>
        `| \`${f.route}\` | ${kb(f.jsBytes)} | ${(f.jsBytes / floor.gzip).toFixed(2)} | ${f.scriptRequests} | ${f.requests} | ${f.sdks.join(', ') || 'none'} |`,
    ),
    '',
    'Scripts of the first load of `/`:',
    '',
    '| script | bytes as sent | encoding |',
    '|---|---|---|',
    ...home.scripts.map(
      (s) => `| \`${new URL(s.url).port}${new URL(s.url).pathname}\` | ${kb(s.bytes)} | ${s.encoding} |`,
    ),
    '',
    "## The shell's server (rendering every page per request)",
    '',
    `Time to first byte of \`${PRODUCT}\`, warm, ${ttfb.n} requests one at a time: median **${ttfb.median.toFixed(1)} ms**, p99 **${ttfb.p99.toFixed(1)} ms**.`,
    '',
    '| route (autocannon, 50 connections, 20 s) | requests | requests/s | median latency | p99 latency | total | errors | server RSS after |',
    '|---|---|---|---|---|---|---|---|',
    ...loads.map(
      (l) =>
        `| \`${l.route}\` | ${l.what} | ${Math.round(l.requestsPerSecond)} | ${l.median} ms | ${l.p99} ms | ${l.total} | ${l.errors} | ${(l.rss / 2 ** 20).toFixed(0)} MiB |`,
    ),
    '',
    `${churn.count} releases of the catalogue published one after another (each its server code under a new id), each waited for in the HTML of \`/products\`: ${churn.seconds.toFixed(0)} s in all, median ${churn.medianDelay} ms from publish to HTML (pointer checked every 200 ms here), slowest ${churn.maxDelay} ms. Server RSS **${(churn.before / 2 ** 20).toFixed(0)} MiB** before, **${(churn.after / 2 ** 20).toFixed(0)} MiB** after.`,
    '',
    '## Lighthouse (mobile)',
    '',
    '| route | performance | accessibility | best practices | SEO | LCP | TBT | CLS | audits not passed |',
    '|---|---|---|---|---|---|---|---|---|',
    ...lighthouse.map(
      (l) =>
        `| \`${l.route}\` | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${(l.lcp / 1000).toFixed(2)} s | ${Math.round(l.tbt)} ms | ${l.cls.toFixed(3)} | ${l.failing.join(', ') || '-'} |`,
    ),
    '',
    'Per run (performance score, LCP): ' +
      lighthouse
        .map(
          (l) => `\`${l.route}\` ${l.runs.map((r) => `${r.performance} (${(r.lcp / 1000).toFixed(2)} s)`).join(' / ')}`,
        )
        .join('; '),
    '',
    'Where the time goes (first run of each route: the LCP element and its phases under the simulated throttling; the longest main-thread task of any run):',
    '',
    '| route | LCP element | TTFB | load delay | load time | render delay | longest task |',
    '|---|---|---|---|---|---|---|',
    ...lighthouse.map((l) => {
      const el = l.lcpElement ?? { snippet: '', phases: {} };
      const picture = el.snippet.match(/\/img\/([\w-]+?)-\d+\.\w+/)?.[1];
      const tag = `${el.snippet.match(/^<(\w+)/)?.[1] ?? '?'}${picture ? ` ${picture}` : ''}`;
      const ms = (k) => (el.phases[k] === undefined ? '-' : `${el.phases[k]} ms`);
      return `| \`${l.route}\` | ${tag} | ${ms('TTFB')} | ${ms('Load Delay')} | ${ms('Load Time')} | ${ms('Render Delay')} | ${l.longestTaskMs} ms |`;
    }),
    '',
  ].join('\n');
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  // The engineers' notes (no figures of earlier runs: those are in bench/HISTORY.md) are kept by hand in bench/NOTES.md.
  const notes = path.join(ROOT, 'bench', 'NOTES.md');
  writeFileSync(
    path.join(ROOT, 'bench', 'RESULTS.md'),
    existsSync(notes) ? `${md}\n${readFileSync(notes, 'utf8')}` : md,
  );
  writeFileSync(
    path.join(ROOT, '.tmp', 'bench.json'),
    JSON.stringify({ floor, firstLoads, lighthouse, ttfb, loads, churn }, null, 2),
  );
  log('wrote bench/RESULTS.md');
  for (const [name, ok, value] of budgets) log(`${ok ? 'ok  ' : 'MISS'} ${name}: ${value}`);
  process.exitCode = budgets.every(([, ok]) => ok) ? 0 : 1;
} finally {
  await Promise.all([...Object.values(servers).map((s) => s.stop()), stopStandins(standins)]);
}
