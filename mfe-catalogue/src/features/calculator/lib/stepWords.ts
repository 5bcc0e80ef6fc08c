import { formatNumber } from '@ecopanel/shared-ui';
import type { StepsT } from '../i18n/catalog';

// How the steps write their figures (estimateSteps.ts, pieceSteps.ts).

// Millimetres without a thousands separator, as the product pages write sizes (2440 mm).
export const mm = (value: number) => `${Math.round(value * 10) / 10} mm`;
export const num = (t: StepsT, value: number, decimals = 2, minDecimals = 0) =>
  formatNumber(value, decimals, minDecimals, t.lang);
