import type { ImageSpec } from '../components/Img/Img';
import type { ShareImage } from '../components/PageMeta';

export interface RemoteImages {
  /** Where the remote's generated images are (`img/{name}-{w}.webp`). */
  IMG_BASE: string;
  /** Where its link-preview JPEGs are (`share/{name}.jpg`). */
  SHARE_BASE: string;
  /** What PageMeta needs to announce one of those share pictures. */
  shareImage(spec: ImageSpec, alt: string): ShareImage;
}

/**
 * A remote's pictures are served by the remote itself, wherever it is deployed, so their URLs start
 * at its own public path. The remote passes `__webpack_public_path__` in: shared-ui is the shell's
 * copy at run time, where that name would be the shell's. It is absolute at run time (the script's
 * origin in the browser, the release's URL on the server), as og:image must be.
 */
export function remoteImages(publicPath: string): RemoteImages {
  const SHARE_BASE = `${publicPath}share/`;
  return {
    IMG_BASE: `${publicPath}img/`,
    SHARE_BASE,
    shareImage: (spec, alt) => ({ url: `${SHARE_BASE}${spec.name}.jpg`, width: spec.width, height: spec.height, alt }),
  };
}
