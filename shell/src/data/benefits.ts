import type { ImageSpec } from '@ecopanel/shared-ui';
import { INSTALLATION, PANEL, PANEL_LENGTHS_MM } from '@ecopanel/shared-ui/data';

/** Symbols the build draws benefit and strength icons with (shell/build/draw/icons.ts). */
export type IconSymbol =
  | 'flame'
  | 'brush'
  | 'sparkle'
  | 'hammer'
  | 'drop'
  | 'heart'
  | 'sun'
  | 'clock'
  | 'bug'
  | 'shield'
  | 'scissors'
  | 'feather'
  | 'leaf'
  | 'gem'
  | 'bulb'
  | 'wrench'
  | 'sliders'
  | 'globe';

export interface Benefit {
  title: string;
  text: string;
  symbol: IconSymbol;
  image: ImageSpec;
}

/** Icons are shown at 4rem; 128 px covers 2x screens. */
export const iconSpec = (name: string): ImageSpec => ({ name, width: 128, height: 128, widths: [64, 128] });

const benefit = (title: string, symbol: IconSymbol, text: string): Benefit => ({
  title,
  symbol,
  text,
  image: iconSpec(`benefit-${symbol}`),
});

/** The twelve benefits and technical features of SPEC section 2, in the spec's order. */
export const BENEFITS: readonly Benefit[] = [
  benefit('Fire Retardant', 'flame', 'Self-extinguishing UPVC that does not feed a flame or drip burning material.'),
  benefit(
    'No Need to Paint',
    'brush',
    'The wood grain is printed and sealed at the factory, so it never needs a coat of paint.',
  ),
  benefit('Easy Maintenance', 'sparkle', 'A damp cloth is all it takes; dust and kitchen grease wipe straight off.'),
  benefit('Saves Labor', 'hammer', 'Light tongue-and-groove strips go up with a small crew and ordinary tools.'),
  benefit('Water Resist', 'drop', 'Panels do not swell, warp or rot in monsoon humidity, bathrooms or verandas.'),
  benefit('Free from Health Hazards', 'heart', 'No asbestos, no formaldehyde glues and no lead stabilisers.'),
  benefit(
    'Any climate tolerant',
    'sun',
    `Stable from coastal heat to hill-country damp, up to ${INSTALLATION.maxContinuousTempC}°C continuous.`,
  ),
  benefit('Saves Time', 'clock', 'A typical living-room ceiling is installed in a single working day.'),
  benefit('Free from Insect', 'bug', 'Termites, wood borers and other pests find nothing to eat in UPVC.'),
  benefit('Not a Cancerous Product', 'shield', 'Made without asbestos fibres or other known carcinogens.'),
  benefit(
    'Less Wastage',
    'scissors',
    `Lengths of ${PANEL_LENGTHS_MM.map((l) => `${l} mm`).join(' and ')} cut cleanly, and offcuts are recyclable.`,
  ),
  benefit(
    'Light Weighted',
    'feather',
    `About ${PANEL.gramsPerSqft} g per square foot: easy on the roof structure and the installers.`,
  ),
];
