// The site's image generator: SVG drawn by code (draw/*), rasterised to WebP at build time.
export { ImagesPlugin } from './ImagesPlugin';
export { renderImages, type ImageJob } from './render';
export { woodPanel } from './draw/wood';
export { roomScene, videoPoster } from './draw/scenes';
export { certificateDoc, badge, avatar } from './draw/documents';
export { grooveProfile } from './draw/profile';
export { rng, esc, svgDoc, shade, tintMatrix, FONT, SERIF } from './svg';
