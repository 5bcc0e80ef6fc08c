import type { ImageSpec } from '@ecopanel/shared-ui';

export interface AwardBadge {
  label: 'Recycle' | 'ISO' | 'Tested' | 'ECO' | 'iGreen';
  /** Spoken text of the badge image. */
  alt: string;
  color: string;
  symbol: 'recycle' | 'check' | 'leaf' | 'gear' | 'flask';
  image: ImageSpec;
}

export const AWARDS_IMAGE: ImageSpec = { name: 'awards', width: 720, height: 540, widths: [360, 720] };

export const AWARD_CLAIMS: readonly string[] = [
  'Green-labelled product award from the Green Building Council of Sri Lanka, for panels that spare our forests.',
  'Best Innovative Product award at the national building and construction exhibition.',
];

const badgeSpec = (name: string): ImageSpec => ({ name: `badge-${name}`, width: 160, height: 160, widths: [80, 160] });

export const AWARD_BADGES: readonly AwardBadge[] = [
  { label: 'Recycle', alt: 'Recyclable material', color: '#2f855a', symbol: 'recycle', image: badgeSpec('recycle') },
  { label: 'ISO', alt: 'ISO 9001:2015 certified quality', color: '#1f4e79', symbol: 'gear', image: badgeSpec('iso') },
  { label: 'Tested', alt: 'Laboratory tested', color: '#8a4b08', symbol: 'flask', image: badgeSpec('tested') },
  { label: 'ECO', alt: 'Eco-friendly product', color: '#3d6b21', symbol: 'leaf', image: badgeSpec('eco') },
  {
    label: 'iGreen',
    alt: 'iGreen green-labelled product',
    color: '#1d6b3a',
    symbol: 'check',
    image: badgeSpec('igreen'),
  },
];
