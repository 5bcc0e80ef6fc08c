import type { ImageSpec } from '@ecopanel/shared-ui';
import { PANEL, type FinishId } from '@ecopanel/shared-ui/data';

export interface HeroSlide {
  title: string;
  description: string;
  /** Text of the slide's own link to /products. */
  linkText: string;
  /** The panel finish shown on the slide (its colour paints the room's ceiling and the sheet). */
  finish: FinishId;
  room: 'living' | 'office' | 'shop' | 'hall' | 'clinic' | 'factory';
  /** A room with a panelled ceiling, behind the text. */
  background: ImageSpec;
  /** The panel itself, beside the text on wide screens. */
  main: ImageSpec;
}

/** Backgrounds are the LCP: few bytes, widths for phones to desktops (see index.html's preload). */
const background = (n: number): ImageSpec => ({
  name: `hero-${n}-bg`,
  width: 1200,
  height: 675,
  widths: [480, 800, 1200],
});
const main = (n: number): ImageSpec => ({ name: `hero-${n}-panel`, width: 720, height: 540, widths: [360, 720] });

/** `sizes` of the background: the hero spans the content column (72rem less its 1rem gutters). */
export const HERO_BACKGROUND_SIZES = '(min-width: 72rem) 70rem, calc(100vw - 2rem)';
export const HERO_MAIN_SIZES = '22rem';

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    title: 'Wood-grain ceilings that never need paint',
    description:
      'UPVC ceiling and wall panels in twelve natural finishes, made in Sri Lanka from PVC and calcium carbonate.',
    linkText: 'Browse all twelve finishes',
    finish: 'golden-teak',
    room: 'living',
    background: background(1),
    main: main(1),
  },
  {
    title: 'Built for offices that never close',
    description:
      'Fire retardant, water resistant and wiped clean in seconds: panels that keep a workplace looking new.',
    linkText: 'See panels for offices',
    finish: 'burma-teak',
    room: 'office',
    background: background(2),
    main: main(2),
  },
  {
    title: 'Bright, hygienic ceilings for clinics and shops',
    description: `Insect proof and free from health hazards, with a smooth White sand finish in ${PANEL.longLengthMm} mm lengths.`,
    linkText: 'Explore the White sand finish',
    finish: 'white-sand',
    room: 'clinic',
    background: background(3),
    main: main(3),
  },
  {
    title: 'Quick to install, built to last',
    description: 'Our own teams fit light 200 mm tongue-and-groove strips in a fraction of the time timber takes.',
    linkText: 'Plan your new ceiling',
    finish: 'rich-brown',
    room: 'hall',
    background: background(4),
    main: main(4),
  },
];
