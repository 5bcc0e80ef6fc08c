// The Our Story page's images, drawn by code (see ../images.build.ts, which lists every image of the shell).
import { roomScene, videoPoster, type ImageJob } from '@ecopanel/build-tools/images';
import { siteConfig } from '@ecopanel/shared-ui/config';
import { FINISHES, finishById } from '@ecopanel/shared-ui/data';
import { MAP_POSTER, SERVICES, STORY_BANNER, STORY_INTRO_IMAGE, STORY_VIDEO_POSTER } from '../src/data/story';
import { mapPoster } from './draw/mapPoster';
import { swatchFan } from './draw/swatches';

export const storyImages: ImageJob[] = [
  {
    spec: STORY_BANNER,
    role: 'photo',
    quality: 58,
    svg: () =>
      roomScene({
        width: STORY_BANNER.width,
        height: STORY_BANNER.height,
        seed: 300,
        ceiling: finishById('burma-teak').colour,
        kind: 'hall',
      }),
  },
  {
    spec: STORY_INTRO_IMAGE,
    role: 'photo',
    quality: 65,
    svg: () =>
      roomScene({
        width: STORY_INTRO_IMAGE.width,
        height: STORY_INTRO_IMAGE.height,
        seed: 301,
        ceiling: finishById('kithul').colour,
        kind: 'factory',
      }),
  },
  {
    spec: STORY_VIDEO_POSTER,
    // A frame of the company's video, once there is one.
    role: 'photo',
    quality: 62,
    svg: () =>
      videoPoster({
        width: STORY_VIDEO_POSTER.width,
        height: STORY_VIDEO_POSTER.height,
        seed: 302,
        title: 'Our Story',
        ceiling: finishById('golden-teak').colour,
      }),
  },
  {
    spec: MAP_POSTER,
    role: 'artwork',
    quality: 70,
    svg: () =>
      mapPoster({
        width: MAP_POSTER.width,
        height: MAP_POSTER.height,
        seed: 303,
        label: `${siteConfig.headOffice.street}, ${siteConfig.headOffice.city}`,
      }),
  },
  ...SERVICES.map((s, i): ImageJob => ({
    spec: s.image,
    // The swatch fan is drawn from the finish table; the others stand in for photos of the work.
    role: s.art.kind === 'swatches' ? 'artwork' : 'photo',
    quality: 65,
    svg: () =>
      s.art.kind === 'swatches'
        ? swatchFan({ width: s.image.width, height: s.image.height, finishes: FINISHES })
        : roomScene({
            width: s.image.width,
            height: s.image.height,
            seed: 310 + i,
            ceiling: finishById(s.art.finish).colour,
            kind: s.art.room,
          }),
  })),
];
