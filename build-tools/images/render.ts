import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageSpec } from '../../shared-ui/src/components/Img/Img';

/** One image of an app: its spec (shared with the page that shows it) and how to draw it. */
export interface ImageJob {
  spec: ImageSpec;
  svg: () => string;
  /** WebP quality, 1-100. */
  quality?: number;
}

export interface RenderedImage {
  file: string;
  data: Buffer;
}

const CACHE = path.resolve(__dirname, '..', '..', 'node_modules', '.cache', 'ecopanel-images');

/**
 * Rasterises every job at every width to WebP (`img/{name}-{w}.webp`). Results are cached by the
 * hash of the SVG and options, so rebuilds and dev-server recompiles cost almost nothing.
 */
export async function renderImages(jobs: ImageJob[], concurrency = 4): Promise<RenderedImage[]> {
  mkdirSync(CACHE, { recursive: true });
  const names = new Set<string>();
  const tasks: (() => Promise<RenderedImage>)[] = [];
  for (const job of jobs) {
    if (names.has(job.spec.name)) throw new Error(`two images are named ${job.spec.name}`);
    names.add(job.spec.name);
    const svg = job.svg();
    for (const w of job.spec.widths) {
      tasks.push(async () => {
        const h = Math.round((w * job.spec.height) / job.spec.width);
        const quality = job.quality ?? 72;
        const key = createHash('sha1').update(`${svg}|${w}|${h}|${quality}`).digest('hex');
        const cached = path.join(CACHE, `${key}.webp`);
        const file = `img/${job.spec.name}-${w}.webp`;
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
