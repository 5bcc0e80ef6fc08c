/** @jest-environment node */
import type { Logger } from '../http/log';
import { memoryState } from '../http/sharedState';
import { GONE_AFTER_MS, MAX_SNAPSHOT_BYTES, shareVitals } from './sharedVitals';
import type { VitalsSnapshot } from './vitalsFigures';

const silent = Object.assign(() => {}, { once: () => {}, throttled: () => {} }) as Logger;
const figures = (views: number): VitalsSnapshot => ({
  'catalogue|abcdef123456|server': { pageViews: views, hydrationErrors: 0, histograms: {} },
});

describe('shared field figures', () => {
  it("add up the live instances', and remove the records of instances gone for an hour", async () => {
    const state = memoryState();
    let now = 10 * GONE_AFTER_MS;
    await state.put('vitals/old', { at: now - GONE_AFTER_MS - 1, snapshot: JSON.stringify(figures(100)) });
    await state.put('vitals/other', { at: now - 1000, snapshot: JSON.stringify(figures(2)) });
    const shared = shareVitals({ state, instance: 'me', snapshot: () => figures(1), log: silent, now: () => now });
    try {
      const [row] = await shared.summary();
      expect(row?.pageViews).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await state.get('vitals/old')).toBeNull();
      expect(await state.get('vitals/other')).not.toBeNull();
      now += 1;
    } finally {
      shared.close();
    }
  });

  it("writes a stopping instance's last figures as it drains (flush)", async () => {
    const state = memoryState();
    const shared = shareVitals({ state, instance: 'me', snapshot: () => figures(4), log: silent });
    await shared.flush();
    const written = await state.get<{ snapshot: string }>('vitals/me');
    expect(JSON.parse(written?.snapshot ?? '{}')).toEqual(figures(4));
  });

  it('never writes a snapshot past its cap', async () => {
    const state = memoryState();
    const huge: VitalsSnapshot = {};
    for (let n = 0; huge && JSON.stringify(huge).length <= MAX_SNAPSHOT_BYTES; n += 1)
      huge[`catalogue|${String(n).padStart(12, '0')}|server`] = {
        pageViews: 1,
        hydrationErrors: 0,
        histograms: { LCP: new Array(401).fill(0) },
      };
    const shared = shareVitals({ state, instance: 'me', snapshot: () => huge, log: silent });
    try {
      await shared.summary();
      expect(await state.get('vitals/me')).toBeNull();
    } finally {
      shared.close();
    }
  });
});
