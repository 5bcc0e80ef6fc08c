/** This remote's generated images are served by the remote itself, wherever it is deployed. */
export const IMG_BASE = `${__webpack_public_path__}img/`;
