// `npm run bench`: production build, the site started as `npm start` starts it, then in Chromium:
// first-load JS against the React floor, Lighthouse mobile on the key routes, and the budgets.
// Writes bench/RESULTS.md. Exits non-zero when a budget is missed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildMissing, configure, ROOT, startAll, startApp } from './servers.mjs';
import { startStandins, stopStandins } from './standins.mjs';
import { APPS } from './apps.mjs';
import { CHROMIUM } from '@ecopanel/dev-tools/chromium';
import { reactFloor } from './bench/floor.mjs';
import { measureFirstLoads } from './bench/firstLoad.mjs';
import { LIGHTHOUSE_RUNS, lighthouseRoutes } from './bench/lighthouse.mjs';
import { loadRun, residentMemory, timeToFirstByte } from './bench/server.mjs';
import { releaseChurn } from './bench/releases.mjs';
import { bucketCookie, withCanary } from './bench/canary.mjs';
import { renderTimes } from './bench/renderTimes.mjs';
import { budgetsOf, kb, mib, visitorBudgetsOf } from './bench/budgets.mjs';
import { VISITOR_RUNS, visitorAB, visitorMeasure } from './bench/visitor.mjs';
import { resultsMarkdown, writeVisitorOnly } from './bench/report.mjs';
import { FIRST_LOAD_ROUTES, LANG_PAIRS, LIGHTHOUSE_ROUTES, LOAD_ROUTES, PRODUCT } from './bench/routes.mjs';

const BASE = Number(process.env.BENCH_PORT || 5000);
const RUNS = Number(process.env.BENCH_RUNS || LIGHTHOUSE_RUNS);
// Issue 42: what a visitor gets under applied throttling, on the key routes and a Sinhala product
// page (VISITOR_ROUTES, comma-separated, narrows them). VISITOR_AB_ENV="NAME=value,..." adds an A/B
// on AB_ROUTES: the same pages from a second shell server started with that environment (B).
const VISITOR_RUNS_N = Number(process.env.VISITOR_RUNS || VISITOR_RUNS);
const VISITOR_ROUTES = process.env.VISITOR_ROUTES?.split(',') ?? [...LIGHTHOUSE_ROUTES, `/si${PRODUCT}`];
const AB_ROUTES = process.env.AB_ROUTES?.split(',') ?? ['/', PRODUCT, '/products/calculator', '/contact'];
const AB_ENV = process.env.VISITOR_AB_ENV
  ? Object.fromEntries(process.env.VISITOR_AB_ENV.split(',').map((pair) => pair.split(/=(.*)/s).slice(0, 2)))
  : null;
// BENCH_ONLY=visitor: only those two (no build, Lighthouse or server runs with BENCH_SKIP_BUILD=1);
// RESULTS.md is left as it is, the figures go to .tmp/bench-visitor.json and .md.
const ONLY = process.env.BENCH_ONLY ?? '';
const log = (...a) => console.log('[bench]', ...a);

/**
 * The Sinhala and Tamil system faces of this machine (fontconfig): a page in those languages paints
 * with them until its Noto faces arrive, or with empty boxes where there are none.
 */
function systemFaces() {
  try {
    const families = execFileSync('fc-list', [':', 'family']).toString();
    return ['Noto Sans Sinhala', 'Noto Sans Tamil'].filter((family) => families.includes(family));
  } catch {
    return [];
  }
}

buildMissing({ force: process.env.BENCH_SKIP_BUILD !== '1' });
// The release churn below publishes 200 releases: the server checks pointers every 200 ms instead of 5 s.
process.env.RELEASE_CHECK_MS = '200';
const ports = Object.fromEntries(APPS.map((a, i) => [a.name, BASE + i]));
const standins = await startStandins({ log: () => {} });
const servers = await startAll(ports);
const url = (p) => `http://localhost:${ports.shell}${p}`;

/**
 * The visitor measurement, then (with VISITOR_AB_ENV) its A/B: B is a second shell server started
 * with that environment beside this one, on the same remotes, stopped before anything else is
 * measured. The after-paint hold-back was decided this way (src/boot/afterFirstPaint.ts).
 */
async function visitorFigures() {
  log(`visitor (applied throttling) x${VISITOR_RUNS_N}: ${VISITOR_ROUTES.join(' ')} ...`);
  const visitor = await visitorMeasure(url, VISITOR_ROUTES, { runs: VISITOR_RUNS_N, log });
  if (!AB_ENV) return { visitor, visitorAB: null };
  const portB = BASE + 10;
  configure({ ...ports, shell: portB });
  const b = await startApp('shell', portB, { env: AB_ENV });
  try {
    log(`A/B (B: ${process.env.VISITOR_AB_ENV}) x${VISITOR_RUNS_N}: ${AB_ROUTES.join(' ')} ...`);
    const rows = await visitorAB(url, (p) => `http://localhost:${portB}${p}`, AB_ROUTES, { runs: VISITOR_RUNS_N, log });
    return { visitor, visitorAB: { env: process.env.VISITOR_AB_ENV, rows } };
  } finally {
    await b.stop();
  }
}

if (ONLY === 'visitor') {
  try {
    const met = writeVisitorOnly(path.join(ROOT, '.tmp'), await visitorFigures(), { runs: VISITOR_RUNS_N, log });
    process.exitCode = met ? 0 : 1;
  } finally {
    await Promise.all([...Object.values(servers).map((s) => s.stop()), stopStandins(standins)]);
  }
  process.exit();
}

try {
  log('React floor ...');
  const floor = await reactFloor(ROOT);
  log(`floor ${kb(floor.gzip)} gzip`);

  const firstLoads = await measureFirstLoads(url, FIRST_LOAD_ROUTES, log);

  const lighthouse = await lighthouseRoutes(url, [...LIGHTHOUSE_ROUTES, ...LANG_PAIRS.map(([, other]) => other)], {
    runs: RUNS,
    log,
  });

  const { visitor, visitorAB: ab } = await visitorFigures();

  log('time to first byte, warm ...');
  const ttfb = await timeToFirstByte(url(PRODUCT));
  log(`TTFB ${PRODUCT}: median ${ttfb.median.toFixed(1)} ms, p99 ${ttfb.p99.toFixed(1)} ms`);
  // Before the load runs, which fill the page cache and the render threads' heaps: this reads what
  // releases alone do to the server's memory.
  log('50 releases of the catalogue as warm-up, then 200 in a row ...');
  const churn = await releaseChurn({
    site: servers,
    port: ports.catalogue,
    shellPid: servers.shell.pid,
    pageUrl: url('/products'),
  });
  log(
    `${churn.count} releases in ${churn.seconds.toFixed(0)} s: RSS ${mib(churn.cold)} cold, ${mib(churn.before)} -> ${mib(churn.after)} MiB`,
  );

  // Each a URL the page cache has not seen: a query parameter the route reads (apps.json `query`).
  // The resources routes read none, and the server renders every listed page at start (warm-up):
  // theirs is read from unknown project paths, each a render of resources' "not found" page.
  const renderRuns = [
    { route: PRODUCT, pathOf: (i) => `${PRODUCT}?product=bench${i}` },
    { route: '/products', pathOf: (i) => `/products?product=bench${i}` },
    { route: '/products/calculator', pathOf: (i) => `/products/calculator?product=bench${i}` },
    { route: '/contact', pathOf: (i) => `/contact?message=bench${i}` },
    { route: '/resources/projects/{unknown} (404)', pathOf: (i) => `/resources/projects/${1000 + i}` },
  ];
  const renders = [];
  for (const run of renderRuns) {
    const r = await renderTimes(url(''), run.pathOf, { n: run.n });
    renders.push({ route: run.route, ...r });
    log(`render ${run.route}: median ${r.median} ms, p99 ${r.p99} ms (${r.n} renders, ${r.notRendered} not rendered)`);
  }

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

  // The same cached page with a 10% canary of the catalogue live: returning visitors, each with the
  // signed bucket the server gave them (buckets 0-99 in turn), 10% of them served the canary. Its
  // baseline is the same load with no canary, just before and just after (their mean): the first
  // load run above is a fresh process before the 404 renders grew it, and against it the 19:46 run
  // of 2026-11-28 read -18% where the A/B of scripts/bench/serverAB.mjs read +4% (NOTES, issue 40).
  const returning = { cookieOf: (n) => bucketCookie(n % 100) };
  const noCanaryRun = async (when) => {
    log(`load run ${PRODUCT}, the same URL, returning visitors, no canary (${when}) ...`);
    const r = await loadRun(url(PRODUCT), returning);
    loads.push({
      route: PRODUCT,
      what: `the same URL, returning visitors, no canary (${when} the canary)`,
      canaryBaseline: true,
      ...r,
      rss: residentMemory(servers.shell.pid),
    });
    log(
      `${PRODUCT} (no canary, ${when}): ${Math.round(r.requestsPerSecond)} req/s, p99 ${r.p99} ms, errors ${r.errors}`,
    );
  };
  await noCanaryRun('before');
  log(`load run ${PRODUCT}, the same URL with a 10% canary live ...`);
  const canary = await withCanary({ site: servers, port: ports.catalogue, pageUrl: url(PRODUCT), percent: 10 }, () =>
    loadRun(url(PRODUCT), returning),
  );
  loads.push({
    route: PRODUCT,
    what: 'the same URL, returning visitors, a 10% canary live',
    canary: true,
    ...canary,
    rss: residentMemory(servers.shell.pid),
  });
  log(
    `${PRODUCT} (10% canary): ${Math.round(canary.requestsPerSecond)} req/s, p99 ${canary.p99} ms, errors ${canary.errors}`,
  );
  await noCanaryRun('after');

  const figures = { floor, firstLoads, lighthouse, ttfb, renders, loads, churn, visitor, visitorAB: ab };
  const budgets = [...budgetsOf({ ...figures, product: PRODUCT, langPairs: LANG_PAIRS }), ...visitorBudgetsOf(visitor)];
  const chromium = execFileSync(CHROMIUM, ['--version']).toString().trim();
  const md = resultsMarkdown(figures, {
    budgets,
    runs: RUNS,
    product: PRODUCT,
    chromium,
    systemFaces: systemFaces(),
    visitorRuns: VISITOR_RUNS_N,
  });
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  // The engineers' notes (no figures of earlier runs: those are in bench/HISTORY.md) are kept by hand in bench/NOTES.md.
  const notes = path.join(ROOT, 'bench', 'NOTES.md');
  writeFileSync(
    path.join(ROOT, 'bench', 'RESULTS.md'),
    existsSync(notes) ? `${md}\n${readFileSync(notes, 'utf8')}` : md,
  );
  writeFileSync(path.join(ROOT, '.tmp', 'bench.json'), JSON.stringify(figures, null, 2));
  log('wrote bench/RESULTS.md');
  for (const [name, ok, value] of budgets) log(`${ok ? 'ok  ' : 'MISS'} ${name}: ${value}`);
  process.exitCode = budgets.every(([, ok]) => ok) ? 0 : 1;
} finally {
  await Promise.all([...Object.values(servers).map((s) => s.stop()), stopStandins(standins)]);
}
