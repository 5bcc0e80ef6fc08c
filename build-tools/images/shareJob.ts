import type { ImageSpec } from '@ecopanel/shared-ui';
import { ownerPhotoLayer } from './content';
import { shareCard } from './draw/share';
import type { ImageJob } from './render';

export interface ShareJobOptions {
  /** The link preview's spec (shareSpec): one JPEG, `share/{name}.jpg`. */
  spec: ImageSpec;
  /** The app's folder of the owner's photos (contentDirs(...).images). */
  content: string;
  /** The owner's photo to put behind the title, by its picture's name, once there is one. */
  photo: string;
  /** The drawn picture behind the title until then (an SVG document at the spec's size). */
  drawn: () => string;
  title: string;
  eyebrow: string;
  site: string;
}

/** A page's link preview: the owner's photo of the page's first picture (else its drawing) under the page's title. */
export const shareJob = (o: ShareJobOptions): ImageJob => ({
  spec: o.spec,
  format: 'jpeg',
  role: 'artwork',
  svg: async () =>
    shareCard({
      background: (await ownerPhotoLayer(o.content, o.photo, o.spec.width, o.spec.height)) ?? o.drawn(),
      title: o.title,
      eyebrow: o.eyebrow,
      site: o.site,
    }),
});
