import type { ImageSpec, ShareImage } from 'shared-ui';

/** This remote's generated images are served by the remote itself, wherever it is deployed. */
export const IMG_BASE = `${__webpack_public_path__}img/`;

/**
 * Its link-preview JPEGs (`share/{name}.jpg`), beside them. The public path is absolute at run time
 * (the script's origin in the browser, the release's URL on the server), as og:image must be.
 */
export const SHARE_BASE = `${__webpack_public_path__}share/`;

/** What PageMeta needs to announce a generated share picture. */
export const shareImage = (spec: ImageSpec, alt: string): ShareImage => ({
  url: `${SHARE_BASE}${spec.name}.jpg`,
  width: spec.width,
  height: spec.height,
  alt,
});
