/** @jest-environment node */
import { CanaryBoard, type CanaryLog } from './board';
import { decide, MIN_DURATION_MS, MIN_VIEWS, ROLLBACK_MARGIN, ROLLBACK_MIN_ERRORS } from './canaryRule';
import type { CanaryRef } from './counts';
import { memoryState, type SharedState } from './sharedState';

const side = (views: number, errors: number, fieldErrors = 0) => ({ views, errors, fieldErrors });
const silent = Object.assign(() => {}, { throttled: () => {} }) as CanaryLog;
const none = { views: 0, ms: 0 };

it('states its rule: rolled back when the canary errs more than the live release, completed after its page views', () => {
  expect(ROLLBACK_MIN_ERRORS).toBe(3);
  expect(ROLLBACK_MARGIN).toBe(0.02);
  expect(decide({ canary: side(10, 2), live: side(90, 0) }, 50, 0, none)).toBeNull();
  expect(decide({ canary: side(10, 3), live: side(90, 0) }, 50, 0, none)).toMatchObject({ outcome: 'rolled-back' });
  expect(decide({ canary: side(10, 3), live: side(90, 0) }, 50, 0, none)?.reason).toBe(
    "3 errors in the canary's 10 page views against 0 errors in the live release's 90 page views",
  );
  // As bad as the live release: not the canary's fault.
  expect(decide({ canary: side(100, 5), live: side(900, 45) }, 500, 0, none)).toBeNull();
  expect(decide({ canary: side(100, 8), live: side(900, 45) }, 500, 0, none)).toMatchObject({ outcome: 'rolled-back' });
  expect(decide({ canary: side(50, 0), live: side(400, 1) }, 50, 0, none)).toMatchObject({ outcome: 'completed' });
  expect(decide({ canary: side(49, 0), live: side(400, 1) }, 50, 0, none)).toBeNull();
  // Browsers' signed reports add to the server's own outcomes.
  expect(decide({ canary: side(10, 1, 2), live: side(90, 0) }, 50, 0, none)).toMatchObject({ outcome: 'rolled-back' });
});

it('decides nothing before its minimum sample and its minimum duration', () => {
  expect(MIN_VIEWS).toBe(20);
  expect(MIN_DURATION_MS).toBe(120_000);
  const failing = { canary: side(MIN_VIEWS, MIN_VIEWS), live: side(200, 0) };
  expect(decide({ ...failing, canary: side(MIN_VIEWS - 1, MIN_VIEWS - 1) }, 10, MIN_DURATION_MS)).toBeNull();
  expect(decide(failing, 10, MIN_DURATION_MS - 1)).toBeNull();
  expect(decide(failing, 10, MIN_DURATION_MS)).toMatchObject({ outcome: 'rolled-back' });
  expect(decide({ canary: side(MIN_VIEWS, 0), live: side(200, 0) }, 10, MIN_DURATION_MS - 1)).toBeNull();
});

describe('two server instances on one shared state', () => {
  const boards: CanaryBoard[] = [];
  const twoInstances = (state: SharedState = memoryState()) => {
    const pair = [
      new CanaryBoard({ state, log: silent, syncMs: 60_000, minimums: none }),
      new CanaryBoard({ state, log: silent, syncMs: 60_000, minimums: none }),
    ] as const;
    boards.push(...pair);
    return pair;
  };
  afterEach(() => boards.splice(0).forEach((board) => board.close()));
  const canary = (completeAfter: number, attempt?: string): CanaryRef => ({ id: 'bbbbbb', completeAfter, attempt });

  it('add up their counts, and both follow the rollback the first one decides', async () => {
    const [a, b] = twoInstances();
    for (const board of [a, b]) {
      board.state('catalogue', canary(100), 'aaaaaa');
      await board.sync();
      expect(board.state('catalogue', canary(100), 'aaaaaa')).toBe('running');
    }
    a.record('catalogue', 'bbbbbb', 'canary', true);
    a.record('catalogue', 'bbbbbb', 'live', false);
    b.record('catalogue', 'bbbbbb', 'canary', true);
    await a.sync();
    await b.sync();
    // Two errors between them: not yet.
    expect(b.summary()[0]).toMatchObject({ state: 'running', counts: { canary: { views: 2, errors: 2 } } });
    b.hydrationError('catalogue', 'bbbbbb');
    await b.sync();
    expect(b.state('catalogue', canary(100), 'aaaaaa')).toBe('rolled-back');
    expect(a.state('catalogue', canary(100), 'aaaaaa')).toBe('running');
    await a.sync();
    expect(a.state('catalogue', canary(100), 'aaaaaa')).toBe('rolled-back');
    expect(a.summary()[0]?.reason).toMatch(
      /^2 errors \(and 1 in browsers\) in the canary's 2 page views against 0 errors/,
    );
  });

  it('complete it after the stated clean page views, counted across both', async () => {
    const [a, b] = twoInstances();
    for (const board of [a, b]) {
      board.state('resources', { id: 'cccccc', completeAfter: 4 }, 'aaaaaa');
      await board.sync();
    }
    for (const board of [a, b, a, b]) board.record('resources', 'cccccc', 'canary', false);
    await a.sync();
    await b.sync();
    await a.sync();
    const states = [a, b].map((board) => board.state('resources', { id: 'cccccc', completeAfter: 4 }, 'aaaaaa'));
    expect(states).toEqual(['completed', 'completed']);
    // A hydration error of another release does not count against it.
    a.hydrationError('resources', 'dddddd');
    expect(a.summary()[0]?.counts.canary).toEqual({ views: 4, errors: 0, fieldErrors: 0 });
  });

  it("write a stopping instance's last counts as it drains (flush), not a timer's tick later", async () => {
    const [a, b] = twoInstances();
    for (const board of [a, b]) {
      board.state('catalogue', canary(100), 'aaaaaa');
      await board.sync();
    }
    a.record('catalogue', 'bbbbbb', 'canary', false);
    await a.flush();
    await b.sync();
    expect(b.summary()[0]?.counts.canary.views).toBe(1);
  });

  it('start a new attempt of the same release afresh, its own counts and decision', async () => {
    const [a] = twoInstances();
    a.state('catalogue', canary(100, 'first'), 'aaaaaa');
    await a.sync();
    for (let n = 0; n < 3; n += 1) a.record('catalogue', 'bbbbbb', 'canary', true);
    await a.sync();
    await a.sync();
    expect(a.state('catalogue', canary(100, 'first'), 'aaaaaa')).toBe('rolled-back');
    a.state('catalogue', canary(100, 'second'), 'aaaaaa');
    await a.sync();
    expect(a.state('catalogue', canary(100, 'second'), 'aaaaaa')).toBe('running');
  });
});

describe('with the shared state unreachable', () => {
  it('an instance that cannot read it serves the live release (unknown), then follows the rollback once it can', async () => {
    const memory = memoryState();
    await memory.put('canary/catalogue/bbbbbb-first/decision', { outcome: 'rolled-back', reason: 'earlier', at: '' });
    let up = false;
    const flaky: SharedState = {
      where: 'test',
      get: (path) => (up ? memory.get(path) : Promise.reject(new Error('ECONNREFUSED'))),
      put: (path, value) => (up ? memory.put(path, value) : Promise.reject(new Error('ECONNREFUSED'))),
    };
    const board = new CanaryBoard({ state: flaky, log: silent, syncMs: 60_000, minimums: none });
    try {
      const ref = { id: 'bbbbbb', completeAfter: 10, attempt: 'first' };
      expect(board.state('catalogue', ref, 'aaaaaa')).toBe('unknown');
      await board.sync();
      expect(board.state('catalogue', ref, 'aaaaaa')).toBe('unknown');
      // Nothing is counted for a canary this instance does not serve.
      board.record('catalogue', 'bbbbbb', 'canary', true);
      up = true;
      await board.sync();
      expect(board.state('catalogue', ref, 'aaaaaa')).toBe('rolled-back');
    } finally {
      board.close();
    }
  });
});
