import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  abRows,
  inpOf,
  interactionsFor,
  longestTaskAfter,
  median,
  networkConditions,
  summarizeRuns,
  visitorMarkdown,
} from './visitor.mjs';
import { visitorBudgetsOf } from './budgets.mjs';

const event = (o) => ({
  name: 'click',
  interactionId: 1,
  startTime: 1000,
  processingStart: 1010,
  processingEnd: 1030,
  duration: 48,
  ...o,
});

test('the applied throttling as DevTools takes it: bytes per second', () => {
  assert.deepEqual(networkConditions(), {
    offline: false,
    latency: 150,
    downloadThroughput: 180_000,
    uploadThroughput: 84_375,
  });
});

test('INP: the longest interaction, with the phases of its longest entry; entries without an interaction do not count', () => {
  const inp = inpOf([
    event({ name: 'pointerdown', duration: 24 }),
    event({
      name: 'click',
      startTime: 1000,
      processingStart: 1100,
      processingEnd: 1150,
      duration: 208,
      target: 'button[Open menu]',
    }),
    event({ name: 'mouseover', interactionId: 0, duration: 400 }),
    event({ name: 'keydown', interactionId: 2, duration: 96 }),
  ]);
  assert.deepEqual(inp, {
    ms: 208,
    event: 'click',
    target: 'button[Open menu]',
    inputDelay: 100,
    processing: 50,
    presentation: 58,
  });
  assert.equal(inpOf([event({ interactionId: 0 })]), null);
  assert.equal(inpOf([]), null);
});

test('the longest task after the first paint, before the interactions', () => {
  const tasks = [
    { startTime: 100, duration: 300 },
    { startTime: 900, duration: 120 },
    { startTime: 1200, duration: 80 },
    { startTime: 5000, duration: 400 },
  ];
  assert.deepEqual(longestTaskAfter(tasks, 800, 4000), { startTime: 900, duration: 120 });
  assert.equal(longestTaskAfter(tasks, 6000), null);
});

test('which interactions a route has: the menu everywhere, the calculator and a FAQ answer on theirs', () => {
  assert.deepEqual(interactionsFor('/'), ['menu']);
  assert.deepEqual(interactionsFor('/products/calculator'), ['calculator', 'menu']);
  assert.deepEqual(interactionsFor('/si/resources/faq'), ['faq', 'menu']);
});

test('medians of the runs; an interaction whose control is missing leaves the route without an INP', () => {
  assert.equal(median([3, 1, 2, null]), 2);
  assert.equal(median([]), null);
  const run = (lcp, hydrated, task, inp) => ({
    fcp: lcp - 100,
    lcp,
    hydrated,
    controlsHydrated: hydrated + 50,
    controls: 12,
    longestTask: { startTime: 0, duration: task },
    inp: { menu: { ms: inp, found: true, event: 'click', inputDelay: 1, processing: 2, presentation: 3 } },
  });
  const s = summarizeRuns('/', [run(1200, 1900, 90, 120), run(1400, 2100, 60, 80), run(1300, 2000, 130, 100)]);
  assert.equal(s.lcp, 1300);
  assert.equal(s.hydrated, 2000);
  assert.equal(s.controlsHydrated, 2050);
  assert.equal(s.longestTask, 90);
  assert.equal(s.inp.menu.ms, 100);
  assert.equal(s.inpMax, 100);
  const missing = summarizeRuns('/resources/faq', [
    { ...run(1000, 1500, 50, 60), inp: { faq: { ms: null, found: false } } },
  ]);
  assert.equal(missing.inpMax, null);

  const budgets = visitorBudgetsOf([s, missing]);
  assert.deepEqual(
    budgets.map(([, ok]) => ok),
    [true, false, true, false],
  );
  assert.match(budgets[1][2], /2\.05 \/ 1\.55/);
  assert.match(budgets[3][2], /100 \/ none/);
  assert.ok(visitorBudgetsOf([{ ...s, controlsHydrated: 1800 }]).every(([, ok]) => ok));
});

test('the A/B rows and the results section', () => {
  const a = [
    { route: '/', fcp: 1000, lcp: 1100, hydrated: 2900, controlsHydrated: 2950, longestTask: 120, inpMax: 90, inp: {} },
  ];
  const b = [{ ...a[0], hydrated: 2400, controlsHydrated: 2450 }];
  const [row] = abRows(a, b);
  assert.equal(row.diff.hydrated, -500);
  assert.equal(row.diff.lcp, 0);
  const md = visitorMarkdown({ visitor: a, ab: { env: 'X=1', rows: [row] }, runs: 5 });
  assert.match(md, /\| `\/` \| 1\.00 s \| 1\.10 s \| 2\.90 s \| 2\.95 s/);
  assert.match(md, /2\.90 s \/ 2\.40 s \(-500 ms\)/);
  assert.match(md, /started with `X=1`/);
  assert.doesNotMatch(visitorMarkdown({ visitor: a, ab: null, runs: 5 }), /A\/B/);
});
