import { INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';
import type { SpecificationRow } from './types';

/**
 * SPEC section 3, "Shared specification table": every product page shows it. The size is the
 * table's nominal one as the spec prints it (20 cm x 240 cm for the 2440 mm sheet);
 * specificationRows gives a longer sheet its own.
 */
export const SPECIFICATION_TABLE: { panel: string; rows: readonly SpecificationRow[] } = {
  panel: '20cm / 8 inch',
  rows: [
    { label: 'Size', value: `${PANEL.widthMm / 10}cm x 240cm` },
    { label: 'Thickness', value: `${PANEL.thicknessMm}mm` },
    { label: 'Weight', value: `${PANEL.gramsPerSqft}g per sqft` },
    { label: 'Material', value: PANEL.material },
  ],
};

/** SPEC section 3, "Accessories": the trims and fixings sold with every sheet (shared-ui's table). */
export { ACCESSORIES } from '@ecopanel/shared-ui/data';

/** The design/profile block of every product page. */
export const PROFILE_POINTS: readonly string[] = [
  `Tongue-and-groove edges lock each ${PANEL.widthMm} mm strip to the next, so joints stay tight and straight.`,
  `A hollow-cell core keeps the sheet rigid at ${PANEL.thicknessMm} mm while weighing only ${PANEL.gramsPerSqft} g per sqft.`,
  `Made of ${PANEL.material}: it does not rot, swell or feed termites.`,
  `Rated for continuous temperatures up to ${INSTALLATION.maxContinuousTempC} °C; not intended for saunas or steam rooms.`,
];
