import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ownerPhotoLayer } from './content';
import { shareCard, shareSpec } from './draw/share';
import { woodPanel } from './draw/wood';
import { renderImages, type ImageJob } from './render';
import { closeTo, meanColour, photo, RED } from './testPictures';

jest.setTimeout(60_000);

let tmp: string;
let contentDir: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'ecopanel-content-'));
  contentDir = path.join(tmp, 'content', 'images');
  mkdirSync(contentDir, { recursive: true });
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const ladder: ImageJob = {
  spec: { name: 'panel-test', width: 1000, height: 750, widths: [400, 1000] },
  role: 'photo',
  svg: () => woodPanel({ width: 1000, height: 750, color: '#e6d2ac', seed: 3 }),
};

it("uses the owner's photo instead of the drawing, at every width and the page's aspect ratio", async () => {
  writeFileSync(path.join(contentDir, 'panel-test.jpg'), await photo());
  const out = await renderImages([ladder], { cacheDir: path.join(tmp, 'cache'), contentDir });
  expect(out.map((o) => o.file).sort()).toEqual([
    'img/panel-test-1000.avif',
    'img/panel-test-1000.webp',
    'img/panel-test-400.avif',
    'img/panel-test-400.webp',
  ]);
  for (const image of out) {
    const meta = await sharp(image.data).metadata();
    // sharp reports AVIF as the HEIF container it is.
    expect(meta.format).toBe(image.file.endsWith('.avif') ? 'heif' : 'webp');
    expect(meta.width! / meta.height!).toBeCloseTo(1000 / 750, 2);
    closeTo(await meanColour(image.data), RED);
  }
});

it('takes PNG too, and draws again once the photo is taken away', async () => {
  const png = await sharp(await photo(1200, 900))
    .png()
    .toBuffer();
  writeFileSync(path.join(contentDir, 'panel-test.png'), png);
  const [owner] = await renderImages([{ ...ladder, spec: { ...ladder.spec, widths: [400] } }], {
    cacheDir: path.join(tmp, 'cache'),
    contentDir,
  });
  closeTo(await meanColour(owner!.data), RED);

  rmSync(path.join(contentDir, 'panel-test.png'));
  const [drawn] = await renderImages([{ ...ladder, spec: { ...ladder.spec, widths: [400] } }], {
    cacheDir: path.join(tmp, 'cache'),
    contentDir,
  });
  const { r, g } = await meanColour(drawn!.data);
  expect(g).toBeGreaterThan(150); // the drawing's light wood, not the red photo
  expect(r - g).toBeLessThan(60);
});

it('turns a phone photo stored sideways upright (EXIF orientation)', async () => {
  // 1600 x 1200 as stored, marked "rotate 90": upright it is portrait, so the crop keeps its middle band.
  const sideways = await sharp({ create: { width: 800, height: 1200, channels: 3, background: RED } })
    .extend({ right: 800, background: { r: 20, g: 60, b: 200 } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(contentDir, 'panel-test.jpg'), sideways);
  const [out] = await renderImages([{ ...ladder, spec: { ...ladder.spec, widths: [400] } }], {
    cacheDir: path.join(tmp, 'cache'),
    contentDir,
  });
  const { width, height } = await sharp(out!.data).metadata();
  // Upright, red is the top half; cropped to 4:3 from the middle, the top rows are still red.
  closeTo(await meanColour(out!.data, { left: 0, top: 0, width: width!, height: Math.round(height! * 0.2) }), RED);
});

it('names the file when the owner puts in something that is not a picture', async () => {
  writeFileSync(path.join(contentDir, 'panel-test.jpg'), 'this is a Word document');
  await expect(renderImages([ladder], { cacheDir: path.join(tmp, 'cache'), contentDir })).rejects.toThrow(
    /panel-test\.jpg: not a JPEG or PNG picture/,
  );
});

it("a link preview is drawn over the owner's photo once there is one", async () => {
  expect(await ownerPhotoLayer(contentDir, 'panel-maple', 1200, 630)).toBeUndefined();
  writeFileSync(path.join(contentDir, 'panel-maple.jpg'), await photo(1000, 1000));
  const background = await ownerPhotoLayer(contentDir, 'panel-maple', 1200, 630);
  const card: ImageJob = {
    spec: shareSpec('product-1'),
    format: 'jpeg',
    role: 'artwork',
    svg: () =>
      shareCard({ background: background!, title: 'Maple Ceiling Sheet', eyebrow: 'Ceiling panel', site: 'EcoPanel' }),
  };
  const [out] = await renderImages([card], { cacheDir: path.join(tmp, 'cache'), contentDir });
  expect(out!.file).toBe('share/product-1.jpg');
  // The photo shows above the title band.
  closeTo(await meanColour(out!.data, { left: 0, top: 0, width: 1200, height: 200 }), RED);
});
