import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageSpec } from '@ecopanel/shared-ui';
import { decodeOwnerImage, ownerImage } from './content';

/**
 * What a drawing stands for, which decides whether a release may ship it (`npm run preflight`):
 * - `photo`: a stand-in for a photograph the company has (products, rooms, projects, news);
 * - `scan`: a specimen of a real document (certificates, test reports), labelled as one;
 * - `artwork`: final as drawn (icons, diagrams, the map, initials, link-preview cards), though the
 *   owner may still replace it.
 */
export type ImageRole = 'photo' | 'scan' | 'artwork';

/** One image of an app: its spec (shared with the page that shows it) and how to draw it. */
export interface ImageJob {
  spec: ImageSpec;
  svg: () => string | Promise<string>;
  role: ImageRole;
  /**
   * The name of the owner's file that replaces this drawing (`content/images/{source}.jpg`), when it
   * is not the spec's own: a certificate's thumbnail is cut from the same scan as its full view.
   */
  source?: string;
  /** Encoder quality, 1-100 (WebP defaults to 72, JPEG to 82; AVIF uses AVIF_QUALITY). */
  quality?: number;
  /**
   * `webp` (the default): the spec's width ladder, `img/{name}-{w}.webp`, for <Img>, and the same
   * ladder in AVIF, `img/{name}-{w}.avif` (its `<picture>` source).
   * `jpeg`: one picture at the spec's own size, `share/{name}.jpg`, for link previews (chat apps and
   * social sites read JPEG or PNG, not WebP). Its spec lists that one width: `widths: [width]`.
   */
  format?: 'webp' | 'jpeg';
}

export interface RenderedImage {
  file: string;
  data: Buffer;
}

export interface RenderOptions {
  /** Images encoded at once. */
  concurrency?: number;
  /** Where encoded images are kept between builds, by the hash of what made them. */
  cacheDir?: string;
  /** The app's `content/images` folder: the owner's photos, used instead of the drawings. */
  contentDir?: string;
}

const CACHE = path.resolve(__dirname, '..', '..', 'node_modules', '.cache', 'ecopanel-images');

/** Link previews go in their own folder, so they are easy to serve and to cache apart from `img/`. */
export const SHARE_DIR = 'share';
export const JPEG_QUALITY = 82;
/** AVIF at 50 looks like WebP at 72 on these pictures and is about a fifth smaller. */
export const AVIF_QUALITY = 50;

/** The owner's file that replaces a job's drawing, if the owner has put one in. */
export const ownerFileOf = (job: ImageJob, contentDir: string | undefined): string | undefined =>
  ownerImage(contentDir, job.source ?? job.spec.name);

/** The file a job's rendition at width `w` is emitted as, relative to the app's output folder. */
export function imageFile(job: ImageJob, w: number, encoding: 'webp' | 'avif' = 'webp'): string {
  return job.format === 'jpeg' ? `${SHARE_DIR}/${job.spec.name}.jpg` : `img/${job.spec.name}-${w}.${encoding}`;
}

function checkJob(job: ImageJob) {
  const { name, width, widths } = job.spec;
  if (job.format === 'jpeg' && (widths.length !== 1 || widths[0] !== width)) {
    throw new Error(`${name}: a jpeg job draws one picture at its own size, so its widths must be [${width}]`);
  }
}

/**
 * Rasterises every job: WebP and AVIF at every width of its spec (`img/{name}-{w}.webp|avif`), or one JPEG
 * (`share/{name}.jpg`) for a `format: 'jpeg'` job, from the owner's photo when there is one and from
 * the drawing otherwise. Results are cached by the hash of what made them (the SVG or the photo's
 * bytes) and the options, so rebuilds and dev-server recompiles cost almost nothing.
 */
export async function renderImages(
  jobs: ImageJob[],
  { concurrency = 4, cacheDir = CACHE, contentDir }: RenderOptions = {},
): Promise<RenderedImage[]> {
  mkdirSync(cacheDir, { recursive: true });
  const names = new Set<string>();
  const tasks: (() => Promise<RenderedImage>)[] = [];
  for (const job of jobs) {
    if (names.has(job.spec.name)) throw new Error(`two images are named ${job.spec.name}`);
    names.add(job.spec.name);
    checkJob(job);
    const owner = ownerFileOf(job, contentDir);
    const source = owner ? readFileSync(owner) : Buffer.from(await job.svg());
    const sourceHash = createHash('sha1')
      .update(owner ? 'owner|' : 'svg|')
      .update(source)
      .digest('hex');
    // An owner's photo is checked once, before any rendition, so a broken file fails with its name.
    const input = owner ? await decodeOwnerImage(owner, source) : sharp(source);
    const encodings = job.format === 'jpeg' ? (['jpeg'] as const) : (['webp', 'avif'] as const);
    for (const w of job.spec.widths) {
      for (const encoding of encodings) {
        tasks.push(async () => {
          const h = Math.round((w * job.spec.height) / job.spec.width);
          const file = imageFile(job, w, encoding === 'avif' ? 'avif' : 'webp');
          const quality =
            encoding === 'jpeg'
              ? (job.quality ?? JPEG_QUALITY)
              : encoding === 'avif'
                ? AVIF_QUALITY
                : (job.quality ?? 72);
          const extension = encoding === 'jpeg' ? 'jpg' : encoding;
          const key = createHash('sha1').update(`${encoding}|${sourceHash}|${w}|${h}|${quality}`).digest('hex');
          const cached = path.join(cacheDir, `${key}.${extension}`);
          if (existsSync(cached)) return { file, data: readFileSync(cached) };
          // clone() keeps the input, not the operations; rotate() turns a phone's sideways photo upright.
          const resized = input.clone().rotate().resize(w, h, { fit: 'cover' });
          const data =
            encoding === 'jpeg'
              ? // JPEG has no alpha: anything the picture leaves transparent comes out white, not black.
                await resized.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer()
              : encoding === 'avif'
                ? await resized.avif({ quality, effort: 4 }).toBuffer()
                : await resized.webp({ quality, effort: 4 }).toBuffer();
          writeFileSync(cached, data);
          return { file, data };
        });
      }
    }
  }
  const out: RenderedImage[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++]!;
        out.push(await task());
      }
    }),
  );
  return out;
}
