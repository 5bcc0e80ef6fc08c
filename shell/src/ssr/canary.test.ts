/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { CanaryBoard } from './canary';
import { bucketCookie, bucketOf } from './canaryBucket';
import { decide, ROLLBACK_MARGIN, ROLLBACK_MIN_ERRORS } from './canaryRule';
import type { Logger } from './log';
import { memoryState } from './sharedState';

const side = (views: number, errors: number) => ({ views, errors });
const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as IncomingMessage;
const silent = Object.assign(() => {}, { once: () => {}, throttled: () => {} }) as Logger;

it('states its rule: rolled back when the canary errs more than the live release, completed after its page views', () => {
  expect(ROLLBACK_MIN_ERRORS).toBe(3);
  expect(ROLLBACK_MARGIN).toBe(0.02);
  expect(decide({ canary: side(10, 2), live: side(90, 0) }, 50)).toBeNull();
  expect(decide({ canary: side(10, 3), live: side(90, 0) }, 50)).toMatchObject({ outcome: 'rolled-back' });
  expect(decide({ canary: side(10, 3), live: side(90, 0) }, 50)?.reason).toBe(
    "3 errors in the canary's 10 page views against 0 errors in the live release's 90 page views",
  );
  // As bad as the live release: not the canary's fault.
  expect(decide({ canary: side(100, 5), live: side(900, 45) }, 500)).toBeNull();
  expect(decide({ canary: side(100, 8), live: side(900, 45) }, 500)).toMatchObject({ outcome: 'rolled-back' });
  expect(decide({ canary: side(50, 0), live: side(400, 1) }, 50)).toMatchObject({ outcome: 'completed' });
  expect(decide({ canary: side(49, 0), live: side(400, 1) }, 50)).toBeNull();
});

it('keeps a browser in its bucket with the one cookie the hosting forwards', () => {
  expect(bucketOf(request())).toBeUndefined();
  expect(bucketOf(request('theme=dark; __session=c7'))).toBe(7);
  expect(bucketOf(request('__session=c99'))).toBe(99);
  expect(bucketOf(request('__session=c100'))).toBeUndefined();
  // A tester's preview cookie is not a bucket.
  expect(bucketOf(request('__session=eyJyIjp7fX0.sig'))).toBeUndefined();
  expect(bucketCookie(7, true)).toBe('__session=c7; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure');
});

describe('two server instances on one shared state', () => {
  const boards: CanaryBoard[] = [];
  const twoInstances = () => {
    const state = memoryState();
    const pair = [
      new CanaryBoard({ state, log: silent, syncMs: 60_000 }),
      new CanaryBoard({ state, log: silent, syncMs: 60_000 }),
    ] as const;
    boards.push(...pair);
    return pair;
  };
  afterEach(() => boards.splice(0).forEach((board) => board.close()));

  it('add up their counts, and both follow the rollback the first one decides', async () => {
    const [a, b] = twoInstances();
    for (const board of [a, b]) expect(board.state('catalogue', 'bbbbbb', 'aaaaaa', 100)).toBe('running');
    a.record('catalogue', 'bbbbbb', 'canary', true);
    a.record('catalogue', 'bbbbbb', 'live', false);
    b.record('catalogue', 'bbbbbb', 'canary', true);
    await a.sync();
    await b.sync();
    // Two errors between them: not yet.
    expect(b.summary()[0]).toMatchObject({ state: 'running', counts: { canary: { views: 2, errors: 2 } } });
    b.hydrationError('catalogue', 'bbbbbb');
    await b.sync();
    expect(b.state('catalogue', 'bbbbbb', 'aaaaaa', 100)).toBe('rolled-back');
    expect(a.state('catalogue', 'bbbbbb', 'aaaaaa', 100)).toBe('running');
    await a.sync();
    expect(a.state('catalogue', 'bbbbbb', 'aaaaaa', 100)).toBe('rolled-back');
    expect(a.summary()[0]?.reason).toMatch(/^3 errors in the canary's 2 page views against 0 errors/);
  });

  it('complete it after the stated clean page views, counted across both', async () => {
    const [a, b] = twoInstances();
    a.state('resources', 'cccccc', 'aaaaaa', 4);
    b.state('resources', 'cccccc', 'aaaaaa', 4);
    for (const board of [a, b, a, b]) board.record('resources', 'cccccc', 'canary', false);
    await a.sync();
    await b.sync();
    await a.sync();
    expect([a, b].map((board) => board.state('resources', 'cccccc', 'aaaaaa', 4))).toEqual(['completed', 'completed']);
    // A hydration error of another release does not count against it.
    a.hydrationError('resources', 'dddddd');
    expect(a.summary()[0]?.counts.canary).toEqual({ views: 4, errors: 0 });
  });
});
