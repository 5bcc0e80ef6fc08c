/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createVitalsCollector } from './vitals';
import { p75, parseBeacon } from './vitalsFigures';

const remotes = new Set(['shell', 'catalogue']);
const beacon = { remote: 'catalogue', release: 'abcdef123456', rendering: 'server', view: true };

it('reads a beacon field by field and refuses anything else', () => {
  expect(parseBeacon({ ...beacon, metrics: [{ name: 'LCP', value: 1200 }] }, remotes)).toMatchObject({
    remote: 'catalogue',
    metrics: [{ name: 'LCP', value: 1200 }],
  });
  expect(parseBeacon({ ...beacon, remote: 'billing' }, remotes)).toBe('unknown remote');
  expect(parseBeacon({ ...beacon, release: '../x' }, remotes)).toBe('not a release id');
  expect(parseBeacon({ ...beacon, rendering: 'edge' }, remotes)).toBe('unknown rendering');
  expect(parseBeacon({ ...beacon, metrics: [{ name: 'FID', value: 1 }] }, remotes)).toBe('unknown metric');
  expect(parseBeacon({ ...beacon, metrics: [{ name: 'LCP', value: -1 }] }, remotes)).toBe('LCP out of range');
  expect(parseBeacon({ ...beacon, metrics: [{ name: 'CLS', value: Infinity }] }, remotes)).toBe('CLS out of range');
  expect(parseBeacon({ ...beacon, metrics: new Array(9).fill({ name: 'LCP', value: 1 }) }, remotes)).toMatch(/short/);
  expect(parseBeacon({ ...beacon, hydrationErrors: 11 }, remotes)).toMatch(/0-10/);
  expect(parseBeacon(null, remotes)).toBe('unknown remote');
});

it('takes p75 from fixed buckets', () => {
  const histogram = new Array(401).fill(0);
  histogram[40] = 3; // 1000-1025 ms
  histogram[80] = 1; // 2000-2025 ms
  expect(p75(histogram, 'LCP')).toEqual({ p75: 1000, count: 4 });
});

function post(body: string, headers: Record<string, string> = {}, address = '10.0.0.1') {
  const req = Object.assign(new EventEmitter(), {
    url: '/__vitals',
    method: 'POST',
    headers: { host: 'site.test', 'content-length': String(Buffer.byteLength(body)), ...headers },
    socket: { remoteAddress: address },
    destroy: () => {},
  }) as unknown as IncomingMessage;
  const res = { status: 0 };
  const api = {
    writeHead: (status: number) => ((res.status = status), api),
    end: () => api,
  } as unknown as ServerResponse;
  return { req, res, api, send: () => (req.emit('data', Buffer.from(body)), req.emit('end')) };
}

function collector(perMinute = 60) {
  return createVitalsCollector({ remotes: () => ['catalogue'], log: Object.assign(() => {}, {}) as never, perMinute });
}

it('counts page views, metrics and hydration errors per release; same-origin, capped and rate-limited', () => {
  const vitals = collector(3);
  const errors: string[] = [];
  vitals.onHydrationError((remote, release) => errors.push(`${remote}@${release}`));
  const ok = post(
    JSON.stringify({
      ...beacon,
      metrics: [
        { name: 'LCP', value: 1800 },
        { name: 'CLS', value: 0.01 },
      ],
    }),
  );
  expect(vitals.handle(ok.req, ok.api)).toBe(true);
  ok.send();
  expect(ok.res.status).toBe(204);
  const hydration = post(JSON.stringify({ ...beacon, view: false, hydrationErrors: 1 }));
  vitals.handle(hydration.req, hydration.api);
  hydration.send();
  expect(vitals.summary()).toEqual([
    {
      remote: 'catalogue',
      release: 'abcdef123456',
      rendering: 'server',
      pageViews: 1,
      hydrationErrors: 1,
      metrics: { LCP: { p75: 1800, count: 1 }, CLS: { p75: 0.01, count: 1 } },
    },
  ]);
  expect(errors).toEqual(['catalogue@abcdef123456']);

  const foreign = post('{}', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, '10.0.0.2');
  vitals.handle(foreign.req, foreign.api);
  expect(foreign.res.status).toBe(403);
  const big = post('x'.repeat(5000), {}, '10.0.0.3');
  vitals.handle(big.req, big.api);
  expect(big.res.status).toBe(413);
  const junk = post('not json', {}, '10.0.0.4');
  vitals.handle(junk.req, junk.api);
  junk.send();
  expect(junk.res.status).toBe(400);
  const third = post(JSON.stringify(beacon));
  vitals.handle(third.req, third.api);
  third.send();
  const fourth = post(JSON.stringify(beacon));
  vitals.handle(fourth.req, fourth.api);
  expect(fourth.res.status).toBe(429);
});

it('merges the figures of another instance', () => {
  const a = collector();
  const b = collector();
  for (const [vitals, value] of [
    [a, 1000],
    [b, 3000],
    [b, 3000],
  ] as const) {
    const request = post(JSON.stringify({ ...beacon, metrics: [{ name: 'LCP', value }] }), {}, String(value));
    vitals.handle(request.req, request.api);
    request.send();
  }
  a.merge(b.snapshot());
  expect(a.summary()[0]).toMatchObject({ pageViews: 3, metrics: { LCP: { p75: 3000, count: 3 } } });
});
