import { DEFAULT_COUNT, derivedMetrics, formatNumber, INCREMENT, nextCount, TICK_MS } from './impactFigures';

it('has the spec\'s constants', () => {
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

it('derives the metrics to the spec\'s decimals', () => {
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

it('formats with thousands separators and fixed decimals', () => {
  expect(formatNumber(134181600)).toBe('134,181,600');
  expect(formatNumber(345.2)).toBe('345');
  expect(formatNumber(1345.2, 4)).toBe('1,345.2000');
});
