// The site's image generator: SVG drawn by code (draw/*), rasterised at build time to WebP for the
// pages and to JPEG for link previews (`format: 'jpeg'`).
export { ImagesPlugin } from './ImagesPlugin';
export { renderImages, imageFile, SHARE_DIR, JPEG_QUALITY, type ImageJob, type RenderOptions } from './render';
export { woodPanel } from './draw/wood';
export { roomScene, videoPoster } from './draw/scenes';
export { certificateDoc, badge, avatar } from './draw/documents';
export { grooveProfile } from './draw/profile';
export { shareCard, shareSpec, SHARE_WIDTH, SHARE_HEIGHT, type ShareCardOptions } from './draw/share';
export { rng, esc, svgDoc, shade, tintMatrix, FONT, SERIF } from './svg';
