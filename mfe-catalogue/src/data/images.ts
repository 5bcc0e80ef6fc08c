import type { ImageSpec } from 'shared-ui';
import type { FinishId } from 'shared-ui/data';

// Every generated image of this remote. The build draws each one (images.build.ts) and emits
// `img/{name}-{w}.webp`; pages render the same spec with <Img>, so names and sizes cannot drift.
// One 4:3 spec serves every place a picture appears: the browser picks from the srcset by `sizes`
// (160 for thumbnails, 400/640 for cards, 1000 for the detail page's main image).
const WIDTHS = [160, 400, 640, 1000] as const;

const picture = (name: string): ImageSpec => ({ name, width: 1000, height: 750, widths: WIDTHS });

/** The picture of one product's finish, e.g. `panel-maple` (images.build.ts draws one per finish). */
export const panelImage = (finish: FinishId): ImageSpec => picture(`panel-${finish}`);

/** The tongue-and-groove cross-section that every product shows as its second picture. */
export const GROOVE_IMAGE: ImageSpec = picture('groove-profile');
