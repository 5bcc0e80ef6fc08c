import type { ImageSpec } from '@ecopanel/shared-ui';

// Every generated image of this remote. The build draws each one (images.build.ts) and emits
// `img/{name}-{w}.webp`; pages render the same spec with <Img>, so names and sizes cannot drift.

/** A project photo (3:2). 480 serves cards and thumbnails, 960 the gallery's main image. */
export const projectPhoto = (projectId: number, n: number): ImageSpec => ({
  name: `project-${projectId}-${n}`,
  width: 960,
  height: 640,
  widths: [480, 960],
});

/** Certificates are A4 portrait. The grid loads only the small rendition, the lightbox only the large one. */
export const certificateThumb = (id: string): ImageSpec => ({
  name: `${id}-thumb`,
  width: 240,
  height: 339,
  widths: [240],
});
export const certificateFull = (id: string): ImageSpec => ({ name: id, width: 1000, height: 1414, widths: [1000] });

export const newsImage = (id: number): ImageSpec => ({
  name: `news-${id}`,
  width: 960,
  height: 540,
  widths: [480, 960],
});

export const toolsDiagram: ImageSpec = { name: 'installation-tools', width: 1200, height: 800, widths: [600, 1200] };
export const guidelineImage: ImageSpec = {
  name: 'installation-guideline',
  width: 1200,
  height: 900,
  widths: [600, 1200],
};
export const installationPoster: ImageSpec = {
  name: 'installation-video-poster',
  width: 1280,
  height: 720,
  widths: [640, 1280],
};

/**
 * A project's link-preview picture (og:image): one 1200 x 630 JPEG, `share/project-{id}.jpg`, the
 * size shared-ui's PageMeta announces (SHARE_IMAGE_SIZE). images.build.ts draws one per project.
 */
export const projectShareImage = (projectId: number): ImageSpec => ({
  name: `project-${projectId}`,
  width: 1200,
  height: 630,
  widths: [1200],
});
