import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import sharp from 'sharp';
import { fitTitle, shareCard, shareSpec, SHARE_SAFE, wrapTitle } from './draw/share';
import { woodPanel } from './draw/wood';
import { ImagesPlugin } from './ImagesPlugin';
import { imageFile, renderImages, type ImageJob } from './render';

jest.setTimeout(60_000);

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'ecopanel-images-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const card: ImageJob = {
  spec: shareSpec('card'),
  format: 'jpeg',
  role: 'artwork',
  svg: () =>
    shareCard({
      background: woodPanel({ width: 1200, height: 630, color: '#c68d3c', seed: 37 }),
      title: 'Maple & <Teak> "Sheet"',
      eyebrow: 'Ceiling panel',
      site: 'EcoPanel',
    }),
};
const ladder: ImageJob = {
  spec: { name: 'ladder', width: 400, height: 300, widths: [200, 400] },
  role: 'photo',
  svg: () => woodPanel({ width: 400, height: 300, color: '#e6d2ac', seed: 11 }),
};

/**
 * Runs the plugin as an app's build does and writes what it emits into `tmp/dist`. (@rspack/core is
 * ES modules only, which jest cannot load; the plugin only needs these few hooks of it.)
 */
async function build(jobs: ImageJob[]): Promise<string> {
  const dist = path.join(tmp, 'dist');
  let processAssets: (() => Promise<void>) | undefined;
  const assets = new Map<string, Buffer>();
  const compilation = {
    hooks: { processAssets: { tapPromise: (_: unknown, fn: () => Promise<void>) => void (processAssets = fn) } },
    emitAsset: (file: string, source: { buffer(): Buffer }) => {
      if (assets.has(file)) throw new Error(`${file} emitted twice`);
      assets.set(file, source.buffer());
    },
  };
  class RawSource {
    constructor(private readonly data: Buffer) {}
    buffer() {
      return this.data;
    }
  }
  const compiler = {
    webpack: { sources: { RawSource }, Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: -2000 } },
    hooks: { thisCompilation: { tap: (_: string, fn: (c: typeof compilation) => void) => fn(compilation) } },
  };
  new ImagesPlugin(jobs, { cacheDir: path.join(tmp, 'cache') }).apply(compiler as unknown as Compiler);
  await processAssets!();
  for (const [file, data] of assets) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), data);
  }
  return dist;
}

it('emits a jpeg job as one 1200 x 630 JPEG, share/{name}.jpg, beside the usual WebP ladder', async () => {
  const dist = await build([card, ladder]);

  const jpeg = readFileSync(path.join(dist, 'share', 'card.jpg'));
  const meta = await sharp(jpeg).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630, channels: 3 });
  expect(jpeg.length).toBeLessThan(200_000);
  expect(existsSync(path.join(dist, 'img', 'card-1200.webp'))).toBe(false);

  // The existing kind of job: WebP at every width, under img/, and the same ladder in AVIF (smaller).
  for (const [w, h] of [
    [200, 150],
    [400, 300],
  ] as const) {
    const webpFile = readFileSync(path.join(dist, 'img', `ladder-${w}.webp`));
    const avifFile = readFileSync(path.join(dist, 'img', `ladder-${w}.avif`));
    expect(await sharp(webpFile).metadata()).toMatchObject({ format: 'webp', width: w, height: h });
    expect(await sharp(avifFile).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: w, height: h });
  }
});

it('caches what it encoded by a hash of the drawing, so a second run encodes nothing', async () => {
  const cacheDir = path.join(tmp, 'cache');
  const [first] = await renderImages([card], { cacheDir });
  expect(first!.file).toBe('share/card.jpg');
  const cached = readdirSync(cacheDir);
  expect(cached).toEqual([expect.stringMatching(/^[0-9a-f]{40}\.jpg$/)]);
  expect(readFileSync(path.join(cacheDir, cached[0]!)).equals(first!.data)).toBe(true);
  // What the second run returns is what the cache holds.
  writeFileSync(path.join(cacheDir, cached[0]!), 'from the cache');
  const [second] = await renderImages([card], { cacheDir });
  expect(second!.data.toString()).toBe('from the cache');
});

it('names each rendition by its job’s format', () => {
  expect(imageFile(card, 1200)).toBe('share/card.jpg');
  expect(imageFile(ladder, 200)).toBe('img/ladder-200.webp');
  expect(imageFile(ladder, 200, 'avif')).toBe('img/ladder-200.avif');
});

it('refuses a jpeg job whose spec asks for a width ladder', async () => {
  const wrong: ImageJob = { ...card, spec: { ...card.spec, widths: [600, 1200] } };
  await expect(renderImages([wrong], { cacheDir: path.join(tmp, 'cache') })).rejects.toThrow(
    'card: a jpeg job draws one picture at its own size, so its widths must be [1200]',
  );
});

it('escapes the words on a share card', () => {
  const svg = card.svg();
  expect(svg).toContain('Maple &amp; &lt;Teak&gt; &quot;Sheet&quot;');
  expect(svg).not.toContain('<Teak>');
  expect(svg).toContain('>CEILING PANEL</text>');
  expect(svg).toContain('>EcoPanel</text>');
});

it('keeps a share card’s title within the safe width: wrapped, smaller, or cut short', () => {
  expect(wrapTitle('Teak Ceiling Sheet', 22)).toEqual(['Teak Ceiling Sheet']);
  expect(wrapTitle('Boutique Hotel Lobby and Corridors', 22)).toEqual(['Boutique Hotel', 'Lobby and Corridors']);
  expect(wrapTitle('Supercalifragilisticexpialidocious', 22)).toBeUndefined();
  const titles = [
    'Maple Ceiling Sheet',
    'Food Processing Plant Packing Hall',
    'Sustainable UPVC ceiling and wall panels',
    'A title that goes on and on, far longer than any card could ever hold on two lines',
  ];
  for (const title of titles) {
    const { size, lines } = fitTitle(title);
    expect(lines.length).toBeLessThanOrEqual(2);
    // 0.66 em is DejaVu Serif Bold's widest measured average glyph.
    for (const line of lines) expect(line.length * size * 0.66).toBeLessThanOrEqual(SHARE_SAFE.width);
  }
  expect(fitTitle(titles[3]!).lines[1]).toMatch(/\u2026$/);
});
