import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { defaultShareImage } from '@ecopanel/shared-ui';
import { images as catalogueImages } from '../mfe-catalogue/images.build';
import { images as shellImages } from '../shell/images.build';
import { imageFile, renderImages } from '../build-tools/images/render';
import { closeTo, meanColour, photo, RED } from '../build-tools/images/testPictures';

// The image pipeline (build-tools/images) on the apps' real image lists.

jest.setTimeout(60_000);

let tmp: string;
let contentDir: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'ecopanel-app-images-'));
  contentDir = path.join(tmp, 'content', 'images');
  mkdirSync(contentDir, { recursive: true });
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

it("the catalogue's panel photo comes from the owner's photo of the same name", async () => {
  writeFileSync(path.join(contentDir, 'panel-maple.jpg'), await photo());
  const jobs = catalogueImages.filter((j) => j.spec.name === 'panel-maple');
  const out = await renderImages(jobs, { cacheDir: path.join(tmp, 'cache'), contentDir });
  expect(out.map((o) => o.file).sort()).toEqual([
    'img/panel-maple-1000.avif',
    'img/panel-maple-1000.webp',
    'img/panel-maple-160.avif',
    'img/panel-maple-160.webp',
    'img/panel-maple-400.avif',
    'img/panel-maple-400.webp',
    'img/panel-maple-640.avif',
    'img/panel-maple-640.webp',
  ]);
  for (const o of out) closeTo(await meanColour(o.data), RED);
});

it('draws the site’s default preview, share/site.jpg, which PageMeta names for every other page', async () => {
  const site = shellImages.find((job) => job.spec.name === 'site')!;
  expect(imageFile(site, 1200)).toBe('share/site.jpg');
  expect(defaultShareImage().url).toMatch(/\/share\/site\.jpg$/);
  const [image] = await renderImages([site], { cacheDir: path.join(tmp, 'cache') });
  expect(await sharp(image!.data).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
});
