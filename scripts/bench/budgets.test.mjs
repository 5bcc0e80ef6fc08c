import { test } from 'node:test';
import assert from 'node:assert/strict';
import { budgetsOf, ENGLISH_FIRST_LOAD_BEFORE_LANGUAGES } from './budgets.mjs';

const PRODUCT = '/products/1/x';
/** One run's figures, every budget met but those a test changes. */
function figures({ homeBytes = ENGLISH_FIRST_LOAD_BEFORE_LANGUAGES, scores = {} } = {}) {
  const page = (route) => ({
    route,
    performance: scores[route] ?? 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcp: 1500,
    tbt: 40,
    cls: 0,
  });
  return {
    floor: { gzip: 100_000 },
    firstLoads: ['/', '/products', '/contact'].map((route) => ({
      route,
      jsBytes: route === '/' ? homeBytes : 150_000,
      sdks: route === '/contact' ? ['emailjs'] : [],
    })),
    lighthouse: [PRODUCT, `/si${PRODUCT}`, '/', '/ta/'].map(page),
    loads: [
      { route: PRODUCT, what: 'the same URL', requestsPerSecond: 1000, p99: 50, errors: 0 },
      { route: PRODUCT, what: 'a new utm_source every request', requestsPerSecond: 900, p99: 60, errors: 0 },
    ],
    churn: { count: 200, before: 100, after: 105 },
    product: PRODUCT,
    langPairs: [
      [PRODUCT, `/si${PRODUCT}`],
      ['/', '/ta/'],
    ],
  };
}
const budget = (all, name) => all.find(([n]) => n.startsWith(name));

test('a Sinhala or Tamil page 3 points below its English page misses; 2 below is met', () => {
  const missed = budget(budgetsOf(figures({ scores: { '/ta/': 96 } })), 'Lighthouse performance of a Sinhala');
  assert.equal(missed[1], false);
  assert.match(missed[2], /`\/ta\/` 96 vs 99/);
  assert.equal(budget(budgetsOf(figures({ scores: { '/ta/': 97 } })), 'Lighthouse performance of a Sinhala')[1], true);
});

test('English first-load JS may grow 2 KB over the run before the other languages, not more', () => {
  const grown = (bytes) =>
    budget(budgetsOf(figures({ homeBytes: ENGLISH_FIRST_LOAD_BEFORE_LANGUAGES + bytes })), 'First-load JS of English');
  assert.equal(grown(2048)[1], true);
  assert.equal(grown(2049)[1], false);
  assert.match(grown(3899)[2], /\(3899 bytes\)/);
  const all = budgetsOf(figures());
  assert.ok(all.filter(([, ok]) => !ok).length === 0, 'the other budgets of these figures are met');
});

test('a canary is judged against the same load with no canary run beside it, not the first load run', () => {
  const withCanary = (canaryRps, beside) => {
    const f = figures();
    f.loads.push(
      ...beside.map((rps) => ({
        route: PRODUCT,
        what: 'no canary',
        canaryBaseline: true,
        requestsPerSecond: rps,
        p99: 55,
        errors: 0,
      })),
      { route: PRODUCT, what: 'a 10% canary', canary: true, requestsPerSecond: canaryRps, p99: 60, errors: 0 },
    );
    return budget(budgetsOf(f), 'A 10% canary live');
  };
  // The first load run (1000 req/s) is not the baseline: the runs beside the canary are (mean 800).
  assert.equal(withCanary(720, [780, 820])[1], true);
  assert.match(
    withCanary(720, [780, 820])[2],
    /720 vs 800 req\/s \(no canary just before and after: 780, 820\); p99 60 vs 55 ms/,
  );
  assert.equal(withCanary(719, [780, 820])[1], false);
  // With none beside it, the first load run is.
  assert.equal(withCanary(899, [])[1], false);
  assert.equal(withCanary(900, [])[1], true);
});

test('memory over releases is judged from the warm figure, and the cold one is shown beside it', () => {
  const MiB = 2 ** 20;
  const churn = (after) => ({ count: 200, warmup: 50, cold: 250 * MiB, before: 310 * MiB, after: after * MiB });
  const memory = (after) => budget(budgetsOf({ ...figures(), churn: churn(after) }), 'Resident memory after 200');
  assert.equal(memory(340)[1], true);
  assert.equal(memory(342)[1], false);
  assert.match(memory(340)[2], /^310 -> 340 MiB \(9\.7%\); cold 250 MiB before 50 releases of warm-up$/);
});
