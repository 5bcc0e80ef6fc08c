import { remoteImages } from '@ecopanel/shared-ui';

/** This remote's generated pictures and share JPEGs, served beside its own scripts. */
export const { IMG_BASE, SHARE_BASE, shareImage } = remoteImages(__webpack_public_path__);
