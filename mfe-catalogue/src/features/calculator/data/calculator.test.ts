import { INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';
import { CALCULATOR_ASSUMPTIONS, EXPANSION_GAP_MM, SQFT_PER_CLIP, SQFT_PER_CLIP_CROSSING } from './calculator';

it('orders at least one Hanging Clip for every place a strip crosses a batten', () => {
  // 200 mm x 600 mm = 0.12 m² = 1.29 sqft of ceiling per crossing.
  expect(SQFT_PER_CLIP_CROSSING).toBeCloseTo(((PANEL.widthMm * INSTALLATION.battenSpacingMaxMm) / 1e6) * 10.7639, 10);
  expect(SQFT_PER_CLIP).toBeLessThanOrEqual(SQFT_PER_CLIP_CROSSING);
});

it('states the installation table’s batten spacing and expansion gap, not figures of its own', () => {
  const text = CALCULATOR_ASSUMPTIONS.join(' ');
  expect(text).toContain(`${INSTALLATION.battenSpacingMaxMm} mm centres`);
  expect(EXPANSION_GAP_MM).toBe(INSTALLATION.expansionGapMm);
  expect(text).toContain(`${INSTALLATION.expansionGapMm} mm expansion gap`);
});
