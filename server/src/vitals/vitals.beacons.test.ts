/** @jest-environment node */
// What a beacon says and the figures made of it: each field read or refused, p75 from fixed buckets,
// and the INP attributions per release (issue 42 point 6), kept to ATTRIBUTIONS_KEPT when instances merge.
import { issueToken } from './viewTokens';
import { ATTRIBUTIONS_KEPT, p75, parseBeacon, type Beacon } from './vitalsFigures';
import { beacon, collector, post, remotes, signed, signer } from './test/beaconKit';

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
