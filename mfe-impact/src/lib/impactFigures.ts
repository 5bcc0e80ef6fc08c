/** The live counter's constants (SPEC section 9) and what is derived from a count. */
export const DEFAULT_COUNT = 345.2067;
export const INCREMENT = 0.0002139;
export const TICK_MS = 3000;

/**
 * What database.rules.json allows (impactFigures.test.ts holds the two together): one write per
 * 2 s by the server's clock, from all visitors together, each raising the count by at most
 * MAX_STEP, which is one increment plus the most the rounding to 4 decimals can add (0.00005).
 */
export const MIN_WRITE_INTERVAL_MS = 2000;
export const MAX_STEP = 0.0003;

/** The next value written to the database: one tick's increment, rounded to 4 decimals. */
export function nextCount(count: number): number {
  return roundTo(count + INCREMENT, 4);
}

export interface DerivedMetrics {
  /** tonnes of CO2 kept out of the air */
  co2ReducedTonnes: number;
  /** hectares of forest left standing */
  areaProtectedHectares: number;
  speciesSaved: number;
  /** per cent the count grows in a 30-day month at one increment every 3 s */
  monthlyGrowthPercent: number;
  carbonOffsetGrowthPercent: number;
}

const TICKS_PER_MONTH = (30 * 24 * 60 * 60) / (TICK_MS / 1000);

export function derivedMetrics(count: number): DerivedMetrics {
  const monthlyGrowth = ((INCREMENT * TICKS_PER_MONTH) / count) * 100;
  return {
    co2ReducedTonnes: roundTo(count * 0.025, 2),
    areaProtectedHectares: roundTo(count * 0.01, 2),
    speciesSaved: Math.floor(count * 0.04),
    monthlyGrowthPercent: roundTo(monthlyGrowth, 1),
    carbonOffsetGrowthPercent: roundTo(0.9 * monthlyGrowth, 1),
  };
}

function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}
