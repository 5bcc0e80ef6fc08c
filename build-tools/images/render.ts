import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageSpec } from 'shared-ui';

/** One image of an app: its spec (shared with the page that shows it) and how to draw it. */
export interface ImageJob {
  spec: ImageSpec;
  svg: () => string;
  /** Encoder quality, 1-100 (WebP defaults to 72, JPEG to 82). */
  quality?: number;
  /**
   * `webp` (the default): the spec's width ladder, `img/{name}-{w}.webp`, for <Img>.
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
}

const CACHE = path.resolve(__dirname, '..', '..', 'node_modules', '.cache', 'ecopanel-images');

/** Link previews go in their own folder, so they are easy to serve and to cache apart from `img/`. */
export const SHARE_DIR = 'share';
export const JPEG_QUALITY = 82;

/** The file a job's rendition at width `w` is emitted as, relative to the app's output folder. */
export function imageFile(job: ImageJob, w: number): string {
  return job.format === 'jpeg' ? `${SHARE_DIR}/${job.spec.name}.jpg` : `img/${job.spec.name}-${w}.webp`;
}

function checkJob(job: ImageJob) {
  const { name, width, widths } = job.spec;
  if (job.format === 'jpeg' && (widths.length !== 1 || widths[0] !== width)) {
    throw new Error(`${name}: a jpeg job draws one picture at its own size, so its widths must be [${width}]`);
  }
}

/**
 * Rasterises every job: WebP at every width of its spec (`img/{name}-{w}.webp`), or one JPEG
 * (`share/{name}.jpg`) for a `format: 'jpeg'` job. Results are cached by the hash of the SVG and
 * options, so rebuilds and dev-server recompiles cost almost nothing.
 */
export async function renderImages(jobs: ImageJob[], { concurrency = 4, cacheDir = CACHE }: RenderOptions = {}): Promise<RenderedImage[]> {
  mkdirSync(cacheDir, { recursive: true });
  const names = new Set<string>();
  const tasks: (() => Promise<RenderedImage>)[] = [];
  for (const job of jobs) {
    if (names.has(job.spec.name)) throw new Error(`two images are named ${job.spec.name}`);
    names.add(job.spec.name);
    checkJob(job);
    const svg = job.svg();
    for (const w of job.spec.widths) {
      tasks.push(async () => {
        const h = Math.round((w * job.spec.height) / job.spec.width);
        const file = imageFile(job, w);
        if (job.format === 'jpeg') {
          const quality = job.quality ?? JPEG_QUALITY;
          const key = createHash('sha1').update(`jpeg|${svg}|${w}|${h}|${quality}`).digest('hex');
          const cached = path.join(cacheDir, `${key}.jpg`);
          if (existsSync(cached)) return { file, data: readFileSync(cached) };
          // JPEG has no alpha: anything the drawing leaves transparent comes out white, not black.
          const data = await sharp(Buffer.from(svg))
            .resize(w, h, { fit: 'cover' })
            .flatten({ background: '#ffffff' })
            .jpeg({ quality, mozjpeg: true })
            .toBuffer();
          writeFileSync(cached, data);
          return { file, data };
        }
        const quality = job.quality ?? 72;
        const key = createHash('sha1').update(`${svg}|${w}|${h}|${quality}`).digest('hex');
        const cached = path.join(cacheDir, `${key}.webp`);
        if (existsSync(cached)) return { file, data: readFileSync(cached) };
        const data = await sharp(Buffer.from(svg)).resize(w, h, { fit: 'cover' }).webp({ quality, effort: 4 }).toBuffer();
        writeFileSync(cached, data);
        return { file, data };
      });
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
