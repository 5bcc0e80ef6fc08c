// Every image of the home and Our Story pages, drawn by code and rasterised to WebP by the build
// (build-tools/images). The specs come from src/data, so a page and its images cannot drift apart.
// Also the site's default link preview, share/site.jpg (shared-ui's PageMeta names it).
import {
  avatar,
  badge,
  contentDirs,
  shareJob,
  roomScene,
  shareSpec,
  woodPanel,
  type ImageJob,
} from '@ecopanel/build-tools/images';
import { siteConfig } from '@ecopanel/shared-ui/config';
import { awardsScene } from './build/draw/awards';
import { icon } from './build/draw/icons';
import { storyImages } from './build/storyImages';
import { AWARD_BADGES, AWARDS_IMAGE } from './src/data/awards';
import { BENEFITS } from './src/data/benefits';
import { GALLERY } from './src/data/gallery';
import { HERO_SLIDES } from './src/data/heroSlides';
import { finishById } from '@ecopanel/shared-ui/data';
import { STRENGTHS } from './src/data/story';
import { TESTIMONIALS } from './src/data/testimonials';

const hero: ImageJob[] = HERO_SLIDES.flatMap((slide, i) => {
  const f = finishById(slide.finish);
  return [
    {
      spec: slide.background,
      role: 'photo',
      // The LCP image: noise compresses badly, so a lower quality keeps it light.
      quality: 58,
      svg: () =>
        roomScene({
          width: slide.background.width,
          height: slide.background.height,
          seed: 100 + i,
          ceiling: f.colour,
          kind: slide.room,
        }),
    },
    {
      spec: slide.main,
      role: 'photo',
      quality: 70,
      svg: () =>
        woodPanel({
          width: slide.main.width,
          height: slide.main.height,
          color: f.colour,
          seed: f.seed,
          grain: f.grain,
          strips: 4,
        }),
    },
  ];
});

const gallery: ImageJob[] = GALLERY.map((item, i) => ({
  spec: item.image,
  role: 'photo',
  quality: 65,
  svg: () =>
    roomScene({
      width: item.image.width,
      height: item.image.height,
      seed: 200 + i,
      ceiling: finishById(item.finish).colour,
      kind: item.room,
    }),
}));

const icons: ImageJob[] = [...BENEFITS, ...STRENGTHS].map((b) => ({
  spec: b.image,
  role: 'artwork',
  quality: 80,
  svg: () => icon({ size: b.image.width, symbol: b.symbol }),
}));

const awards: ImageJob[] = [
  {
    spec: AWARDS_IMAGE,
    role: 'photo',
    quality: 70,
    svg: () =>
      awardsScene({ width: AWARDS_IMAGE.width, height: AWARDS_IMAGE.height, wall: finishById('maple').colour }),
  },
  ...AWARD_BADGES.map((b): ImageJob => ({
    spec: b.image,
    // The awards' emblems are drawn from their names; the owner may put in the awarding bodies' own.
    role: 'artwork',
    quality: 80,
    svg: () => badge({ size: b.image.width, label: b.label, color: b.color, symbol: b.symbol }),
  })),
];

const avatars: ImageJob[] = TESTIMONIALS.map((t) => ({
  spec: t.avatar,
  // Initials, not portraits: customers' photos are not needed.
  role: 'artwork',
  quality: 75,
  svg: () => avatar({ size: t.avatar.width, initials: t.initials, hue: t.hue }),
}));

/**
 * The link preview of every page without its own (PageMeta's default og:image, served at
 * /share/site.jpg): the first hero slide's room (the owner's photo of it, once there is one) under
 * the title.
 */
const SITE_SHARE = shareSpec('site');
const CONTENT = contentDirs(__dirname).images;
const share: ImageJob[] = [
  shareJob({
    spec: SITE_SHARE,
    content: CONTENT,
    photo: HERO_SLIDES[0]!.background.name,
    drawn: () =>
      roomScene({
        width: SITE_SHARE.width,
        height: SITE_SHARE.height,
        seed: 100,
        ceiling: finishById('golden-teak').colour,
        kind: 'living',
      }),
    title: 'Sustainable UPVC ceiling and wall panels',
    eyebrow: 'Made in Sri Lanka',
    site: siteConfig.siteName,
  }),
];

export const images: ImageJob[] = [...hero, ...gallery, ...icons, ...awards, ...avatars, ...storyImages, ...share];
