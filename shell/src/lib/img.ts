/** The shell's generated images (`img/{name}-{w}.webp`, see shell/images.build.ts), served beside it. */
export const IMG_BASE = `${__webpack_public_path__}img/`;
