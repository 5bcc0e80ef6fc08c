/** @jest-environment node */
// The collector at work: what it counts per release and from whom (same origin, signed, capped,
// rate-limited by the address the trusted proxy saw), where it files a beacon, and merging instances.
import { createVitalsCollector } from './vitals';
import { issueToken } from './viewTokens';
import { beacon, collector, post, signed, signer } from './test/beaconKit';

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

it("files a remote's part the server left to the browser as degraded, told by its token, not by the page", () => {
  const vitals = collector();
  // withViewToken names no release when the server could not render the remote's part.
  const degraded = post(signed({ rendering: 'server' }, issueToken(signer, 'catalogue', 'unknown')), {}, '10.2.0.1');
  vitals.handle(degraded.req, degraded.api);
  degraded.send();
  const empty = post(signed({ rendering: 'client' }, issueToken(signer, 'catalogue', 'unknown')), {}, '10.2.0.2');
  vitals.handle(empty.req, empty.api);
  empty.send();
  const shell = post(signed({ rendering: 'server' }, issueToken(signer, 'shell', 'shell')), {}, '10.2.0.3');
  vitals.handle(shell.req, shell.api);
  shell.send();
  expect(
    vitals
      .summary()
      .map((f) => `${f.remote}@${f.release} ${f.rendering}`)
      .sort(),
  ).toEqual(['catalogue@unknown client', 'catalogue@unknown degraded', 'shell@shell server']);
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
