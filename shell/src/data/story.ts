import type { ImageSpec } from '@ecopanel/shared-ui';
import { PANEL, type FinishId } from '@ecopanel/shared-ui/data';
import { iconSpec, type IconSymbol } from './benefits';

export const STORY_BANNER: ImageSpec = { name: 'story-banner', width: 1200, height: 400, widths: [600, 1200] };
export const STORY_INTRO_IMAGE: ImageSpec = { name: 'story-intro', width: 800, height: 600, widths: [400, 800] };
export const STORY_VIDEO_POSTER: ImageSpec = {
  name: 'story-video-poster',
  width: 1280,
  height: 720,
  widths: [480, 800, 1280],
};
export const MAP_POSTER: ImageSpec = { name: 'map-poster', width: 960, height: 540, widths: [480, 720, 960] };

export interface StorySection {
  id: string;
  title: string;
  paragraphs: string[];
}

export const STORY_SECTIONS: readonly StorySection[] = [
  {
    id: 'about',
    title: 'About',
    paragraphs: [
      'We began as a small extrusion line in Colombo more than two decades ago, within our group of companies, and have been making UPVC ceiling panels under our own name for 15 years.',
      'Today our factory runs German extrusion technology under an ISO 9001:2015 quality system, and our own installation teams work in every province.',
    ],
  },
  {
    id: 'impact',
    title: 'Environmental Impact',
    paragraphs: [
      'Every ceiling we fit is a ceiling not cut from a forest. Our panels replace timber boarding that would otherwise take around 22,500 trees a year.',
      `The panels are made of ${PANEL.material}, last for decades without paint or varnish, and our offcuts go back into production.`,
    ],
  },
  {
    id: 'achievements',
    title: 'Achievements',
    paragraphs: [
      'Our panels carry a green label from the Green Building Council of Sri Lanka and won Best Innovative Product at the national building exhibition.',
      'More than 4500 projects later, homes, hotels, schools, clinics and factories across the island sit under our ceilings.',
    ],
  },
  {
    id: 'vision',
    title: 'Future Vision',
    paragraphs: [
      'We are widening the range with new finishes and wall cladding profiles, and raising the share of recycled material in every panel.',
      'Our aim is simple: a beautiful, durable ceiling for every Sri Lankan building, without cutting down another tree for it.',
    ],
  },
];

export interface ServiceCard {
  title: string;
  text: string;
  image: ImageSpec;
  /** How the build draws it: a panelled room, or a fan of finish swatches. */
  art: { kind: 'room'; room: 'factory' | 'hall' | 'shop' | 'office'; finish: FinishId } | { kind: 'swatches' };
}

const serviceImage = (name: string): ImageSpec => ({
  name: `service-${name}`,
  width: 640,
  height: 400,
  widths: [320, 640],
});

export const SERVICES: readonly ServiceCard[] = [
  {
    title: 'Advanced Manufacturing',
    text: `German extrusion lines and an ISO 9001:2015 quality system give every panel the same ${PANEL.thicknessMm} mm profile and finish.`,
    image: serviceImage('manufacturing'),
    art: { kind: 'room', room: 'factory', finish: 'silver-oak' },
  },
  {
    title: 'Efficient Installation',
    text: 'Our own trained teams measure, frame and fit, so most homes have a new ceiling within a day.',
    image: serviceImage('installation'),
    art: { kind: 'room', room: 'hall', finish: 'golden-teak' },
  },
  {
    title: 'Customization Options',
    text: 'Twelve wood-grain finishes, two lengths and matching beadings to suit any room and any style.',
    image: serviceImage('customization'),
    art: { kind: 'swatches' },
  },
  {
    title: 'Cost-Effectiveness',
    text: 'No painting, no termite treatment and little waste: a ceiling that costs less over its whole life.',
    image: serviceImage('cost'),
    art: { kind: 'room', room: 'shop', finish: 'teak' },
  },
];

export const PROCESS_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Consultation',
    text: 'Tell us about your space; we visit, measure and advise on the right panels, free of charge.',
  },
  {
    title: 'Design & Selection',
    text: 'Choose your finish and layout with our designers, and receive a clear quotation.',
  },
  {
    title: 'Installation & Delivery',
    text: 'We deliver from our factory and our own team installs, then leaves the site clean.',
  },
];

export interface StoryStat {
  value: number;
  suffix: '+' | '%';
  label: string;
}

export const STORY_STATS: readonly StoryStat[] = [
  { value: 4500, suffix: '+', label: 'Successful Projects' },
  { value: 1500, suffix: '+', label: 'Happy Customers' },
  { value: 1000, suffix: '+', label: 'Experienced Professionals' },
  { value: 98, suffix: '%', label: 'Customer Satisfaction Rating' },
];

export interface Strength {
  title: string;
  text: string;
  symbol: IconSymbol;
  image: ImageSpec;
}

const strength = (title: string, symbol: IconSymbol, text: string): Strength => ({
  title,
  symbol,
  text,
  image: iconSpec(`strength-${symbol}`),
});

export const STRENGTHS: readonly Strength[] = [
  strength('Sustainable Solutions', 'leaf', 'Panels that replace timber, so forests stay standing.'),
  strength(
    'High-Quality Materials',
    'gem',
    `${PANEL.material}, with our own clean production regrind, tested batch by batch.`,
  ),
  strength('Innovative Designs', 'bulb', 'Printed wood grains that look and feel like the real thing.'),
  strength('Expert Installation', 'wrench', 'Trained teams of our own, not subcontractors.'),
  strength('Customized Options', 'sliders', 'Finishes, lengths and trims chosen for each room.'),
  strength('Environmentally Friendly', 'globe', 'Recyclable offcuts and no toxic glues or paints.'),
];
