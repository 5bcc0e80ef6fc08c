/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSigner } from '../http/signing';
import { createVitalsCollector } from './vitals';
import { issueToken } from './viewTokens';
import { ATTRIBUTIONS_KEPT, p75, parseBeacon, type Beacon } from './vitalsFigures';

const remotes = new Set(['shell', 'catalogue']);
const beacon = { remote: 'catalogue', release: 'abcdef123456', rendering: 'server', view: true };
const signer = createSigner('v'.repeat(32));
/** A beacon with the token the server put in the page it served. */
const signed = (fields: object = {}, token = issueToken(signer, 'catalogue', 'abcdef123456')) =>
  JSON.stringify({ ...beacon, ...fields, token });

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
    connection: { remoteAddress: address },
    destroy: () => {},
    resume: () => {},
  }) as unknown as IncomingMessage;
  const res = { status: 0 };
  const api = {
    writeHead: (status: number) => ((res.status = status), api),
    end: () => api,
  } as unknown as ServerResponse;
  return { req, res, api, send: () => (req.emit('data', Buffer.from(body)), req.emit('end')) };
}

function collector(perMinute = 60) {
  return createVitalsCollector({
    remotes: () => ['catalogue'],
    log: Object.assign(() => {}, {}) as never,
    perMinute,
    signer,
    origins: new Set(['https://site.test']),
    trustedHops: 1,
  });
}

it('counts page views, metrics and hydration errors per release; same-origin, capped and rate-limited', () => {
  const vitals = collector(3);
  const errors: string[] = [];
  vitals.onHydrationError((remote, release) => errors.push(`${remote}@${release}`));
  const token = issueToken(signer, 'catalogue', 'abcdef123456');
  const ok = post(
    signed(
      {
        metrics: [
          { name: 'LCP', value: 1800 },
          { name: 'CLS', value: 0.01 },
        ],
      },
      token,
    ),
    { origin: 'https://site.test' },
  );
  expect(vitals.handle(ok.req, ok.api)).toBe(true);
  ok.send();
  expect(ok.res.status).toBe(204);
  const hydration = post(signed({ view: false, hydrationErrors: 1 }, token));
  vitals.handle(hydration.req, hydration.api);
  hydration.send();
  // The same token again: its view and its hydration error were counted already.
  const replay = post(signed({ view: true, hydrationErrors: 1 }, token), {}, '10.0.0.9');
  vitals.handle(replay.req, replay.api);
  replay.send();
  expect(replay.res.status).toBe(204);
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
  const unsigned = post(JSON.stringify(beacon), {}, '10.0.0.5');
  vitals.handle(unsigned.req, unsigned.api);
  unsigned.send();
  expect(unsigned.res.status).toBe(403);
  const third = post(signed());
  vitals.handle(third.req, third.api);
  third.send();
  const fourth = post(signed());
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
    const request = post(signed({ metrics: [{ name: 'LCP', value }] }), {}, String(value));
    vitals.handle(request.req, request.api);
    request.send();
  }
  a.merge(b.snapshot());
  expect(a.summary()[0]).toMatchObject({ pageViews: 3, metrics: { LCP: { p75: 3000, count: 3 } } });
});

it('files a beacon under the release its token names, never the one its body names', () => {
  const vitals = collector();
  const errors: string[] = [];
  vitals.onHydrationError((remote, release) => errors.push(`${remote}@${release}`));
  const liar = post(signed({ remote: 'catalogue', release: 'ffffff000000', hydrationErrors: 1 }));
  vitals.handle(liar.req, liar.api);
  liar.send();
  expect(errors).toEqual(['catalogue@abcdef123456']);
  expect(vitals.summary().map((f) => f.release)).toEqual(['abcdef123456']);
});

it('refuses, and never throws on, an Origin that is null, garbage or only claims the Host', () => {
  const vitals = collector();
  for (const [origin, host] of [
    ['null', 'site.test'],
    ['::::', 'site.test'],
    ['https://evil.example', 'evil.example'],
  ]) {
    const request = post(signed(), { origin: origin!, host: host! });
    expect(() => vitals.handle(request.req, request.api)).not.toThrow();
    expect(request.res.status).toBe(403);
  }
});

it('rate-limits by the address the trusted proxy saw, not one the client wrote', () => {
  const vitals = collector(2);
  const statuses = [1, 2, 3].map((n) => {
    const request = post(signed(), { 'x-forwarded-for': `6.6.6.${n}, 203.0.113.7` });
    vitals.handle(request.req, request.api);
    request.send();
    return request.res.status;
  });
  expect(statuses).toEqual([204, 204, 429]);
});

it('keeps at most maxRows rows of figures', () => {
  const vitals = createVitalsCollector({
    remotes: () => ['catalogue'],
    log: Object.assign(() => {}, {}) as never,
    signer,
    origins: new Set(),
    trustedHops: 0,
    maxRows: 3,
  });
  for (let n = 0; n < 10; n += 1) {
    const request = post(signed({}, issueToken(signer, 'catalogue', `abcdef00000${n}`)), {}, `10.1.0.${n}`);
    vitals.handle(request.req, request.api);
    request.send();
  }
  expect(vitals.summary()).toHaveLength(3);
});

describe('INP attribution (issue 42 point 6)', () => {
  const inp = (value: number, target: string, phase = 'processing') => ({ name: 'INP', value, target, phase });

  it('reads an INP with its element and phase, and refuses what a page never sends', () => {
    expect(
      parseBeacon({ ...beacon, metrics: [{ ...inp(240, 'header > button.menu-x1'), extra: 'dropped' }] }, remotes),
    ).toMatchObject({ metrics: [{ name: 'INP', value: 240, target: 'header > button.menu-x1', phase: 'processing' }] });
    const [metric] = (parseBeacon({ ...beacon, metrics: [{ ...inp(240, 'a'), extra: 1 }] }, remotes) as Beacon)
      .metrics!;
    expect(Object.keys(metric!).sort()).toEqual(['name', 'phase', 'target', 'value']);
    expect(parseBeacon({ ...beacon, metrics: [{ name: 'LCP', value: 1, target: 'img' }] }, remotes)).toMatch(
      /only INP/,
    );
    expect(parseBeacon({ ...beacon, metrics: [inp(1, 'x'.repeat(81))] }, remotes)).toMatch(/80 characters/);
    expect(parseBeacon({ ...beacon, metrics: [inp(1, '<img src=x onerror=alert(1)>')] }, remotes)).toMatch(/selector/);
    expect(parseBeacon({ ...beacon, metrics: [inp(1, 'a|b')] }, remotes)).toMatch(/selector/);
    expect(parseBeacon({ ...beacon, metrics: [{ ...inp(1, 'a'), target: 7 }] }, remotes)).toMatch(/selector/);
    expect(parseBeacon({ ...beacon, metrics: [inp(1, 'a', 'style')] }, remotes)).toBe('unknown phase');
  });

  function report(vitals: ReturnType<typeof collector>, metrics: object[], address: string) {
    const request = post(signed({ metrics }, issueToken(signer, 'catalogue', 'abcdef123456')), {}, address);
    vitals.handle(request.req, request.api);
    request.send();
    return request.res.status;
  }

  it('shows per release the INP p75 and the attributions, the most poor INPs first', () => {
    const vitals = collector();
    expect(report(vitals, [inp(80, 'button.faq', 'processing')], '1')).toBe(204);
    report(vitals, [inp(90, 'button.faq', 'processing')], '2');
    report(vitals, [inp(420, 'header > button.menu', 'input-delay')], '3');
    report(vitals, [{ name: 'INP', value: 60 }], '4');
    const [row] = vitals.summary();
    expect(row!.metrics.INP).toEqual({ p75: 75, count: 4 }); // 60, 80, 90 | 420: the third of four, to its 25 ms bucket
    expect(row!.inpAttribution).toEqual([
      { target: 'header > button.menu', phase: 'input-delay', count: 1, slow: 1, meanMs: 420 },
      { target: 'button.faq', phase: 'processing', count: 2, slow: 0, meanMs: 85 },
    ]);
  });

  it('keeps at most ATTRIBUTIONS_KEPT per row, the rest as other, also when instances merge', () => {
    const a = collector();
    const b = collector();
    for (let i = 0; i < 8; i++) report(a, [inp(100 + i, `button.b${i}`)], `a${i}`);
    for (let i = 0; i < 3; i++) report(b, [inp(300, `button.c${i}`, 'presentation')], `b${i}`);
    report(b, [inp(300, 'button.b0')], 'b9');
    let [row] = a.summary();
    expect(row!.inpAttribution).toHaveLength(ATTRIBUTIONS_KEPT);
    expect(row!.inpAttribution!.at(-1)).toMatchObject({ target: '(other)', phase: '(other)', count: 3 });
    a.merge(b.snapshot());
    [row] = a.summary();
    expect(row!.inpAttribution).toHaveLength(ATTRIBUTIONS_KEPT);
    // A kept one adds up; the other instance's new ones go to other.
    expect(row!.inpAttribution!.find((x) => x.target === 'button.b0')).toMatchObject({ count: 2, slow: 1 });
    expect(row!.inpAttribution!.at(-1)).toMatchObject({ target: '(other)', count: 6, slow: 3 });
    expect(JSON.stringify(a.snapshot()).length).toBeLessThan(20_000);
  });
});
