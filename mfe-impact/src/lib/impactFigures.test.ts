import rules from '../../database.rules.json';
import {
  DEFAULT_COUNT,
  derivedMetrics,
  INCREMENT,
  MAX_STEP,
  MIN_WRITE_INTERVAL_MS,
  nextCount,
  TICK_MS,
} from './impactFigures';

it("has the spec's constants", () => {
  expect(DEFAULT_COUNT).toBe(345.2067);
  expect(INCREMENT).toBe(0.0002139);
  expect(TICK_MS).toBe(3000);
});

it('adds one increment and rounds to 4 decimals', () => {
  expect(nextCount(345.2067)).toBe(345.2069);
  expect(nextCount(345.2069)).toBe(345.2071);
  expect(nextCount(0)).toBe(0.0002);
  expect(nextCount(12.34565)).toBe(12.3459); // 12.3458639
});

it('never steps further than the rules allow, whatever decimals the count has (an admin may reset it to any)', () => {
  const steps = Array.from({ length: 10_000 }, () => {
    const count = Math.round(Math.random() * 1e12) / 1e6;
    return nextCount(count) - count;
  });
  expect(Math.min(...steps)).toBeGreaterThan(0);
  expect(Math.max(...steps)).toBeLessThanOrEqual(INCREMENT + 0.00005 + 1e-9);
  expect(INCREMENT + 0.00005).toBeLessThan(MAX_STEP);
  // Slower than the rules' limit, so one page ticking alone is never refused.
  expect(TICK_MS).toBeGreaterThan(MIN_WRITE_INTERVAL_MS);
});

it('states the same limits as database.rules.json', () => {
  const write = rules.rules.impactTracker['.write'];
  expect(write).toContain(`<= data.child('count').val() + ${MAX_STEP}`);
  expect(write).toContain(`>= ${MIN_WRITE_INTERVAL_MS})`);
});

it("derives the metrics to the spec's decimals", () => {
  expect(derivedMetrics(345.2067)).toEqual({
    co2ReducedTonnes: 8.63, // 8.6301675
    areaProtectedHectares: 3.45,
    speciesSaved: 13, // floor(13.808268)
    monthlyGrowthPercent: 53.5, // 0.0002139 * 864000 / 345.2067 * 100 = 53.537...
    carbonOffsetGrowthPercent: 48.2, // 0.9 of it
  });
  expect(derivedMetrics(1000)).toEqual({
    co2ReducedTonnes: 25,
    areaProtectedHectares: 10,
    speciesSaved: 40,
    monthlyGrowthPercent: 18.5, // 18.48096
    carbonOffsetGrowthPercent: 16.6, // 16.632864
  });
  expect(derivedMetrics(24.99).speciesSaved).toBe(0); // 0.9996, floored
});
