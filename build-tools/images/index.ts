// The site's image generator: SVG drawn by code (draw/*), or the owner's photo of the same name
// (content.ts), rasterised at build time to WebP for the pages and to JPEG for link previews.
export { ImagesPlugin } from './ImagesPlugin';
export {
  renderImages,
  imageFile,
  ownerFileOf,
  SHARE_DIR,
  JPEG_QUALITY,
  type ImageJob,
  type ImageRole,
  type RenderOptions,
} from './render';
export { contentDirs, ownerImage, ownerDocument, ownerPhotoLayer, CONTENT_DIR, OWNER_IMAGE_TYPES } from './content';
export { woodPanel } from './draw/wood';
export { roomScene, videoPoster } from './draw/scenes';
export { certificateDoc, badge, avatar } from './draw/documents';
export { grooveProfile } from './draw/profile';
export { shareCard, shareSpec, SHARE_WIDTH, SHARE_HEIGHT, type ShareCardOptions } from './draw/share';
export { shareJob, type ShareJobOptions } from './shareJob';
export { rng, esc, svgDoc, shade, tintMatrix, FONT, SERIF } from './svg';
