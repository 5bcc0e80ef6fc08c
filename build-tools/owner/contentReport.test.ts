import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FINISHES } from '@ecopanel/shared-ui/data';
import type { ImageJob } from '../images/render';
import { contentReport, formatReport, missingForRelease, type AppContent, type ContentItem } from './contentReport';

const ROOT = path.resolve(__dirname, '..', '..');

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'ecopanel-report-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const job = (name: string, role: ImageJob['role'], extra: Partial<ImageJob> = {}): ImageJob => ({
  spec: { name, width: 1000, height: 750, widths: [400, 1000] },
  role,
  svg: () => '<svg xmlns="http://www.w3.org/2000/svg"/>',
  ...extra,
});

const app: AppContent = {
  app: 'demo',
  dir: 'mfe-demo',
  images: [
    job('panel-oak', 'photo'),
    job('panel-ash', 'photo'),
    job('cert-1-thumb', 'scan', { source: 'cert-1' }),
    job('cert-1', 'scan'),
    job('groove', 'artwork'),
  ],
  documents: [
    { file: 'downloads/warranty.pdf', standIn: true, generate: async () => new Uint8Array() },
    { file: 'downloads/brochure.pdf', standIn: false, generate: async () => new Uint8Array() },
  ],
};

async function put(file: string, data: Buffer | string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), data);
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();

it('lists each drawn picture and generated document with the place its real file goes', async () => {
  const items = await contentReport(root, [app]);
  expect(items.map((i) => [i.name, i.role, i.required, i.dropAt])).toEqual([
    ['panel-oak', 'photo', true, 'mfe-demo/content/images/panel-oak.jpg'],
    ['panel-ash', 'photo', true, 'mfe-demo/content/images/panel-ash.jpg'],
    // The thumbnail is cut from the same scan as the full view: one file, one row.
    ['cert-1', 'scan', true, 'mfe-demo/content/images/cert-1.jpg'],
    ['groove', 'artwork', false, 'mfe-demo/content/images/groove.jpg'],
    ['warranty.pdf', 'document', true, 'mfe-demo/content/documents/warranty.pdf'],
    ['brochure.pdf', 'document', false, 'mfe-demo/content/documents/brochure.pdf'],
  ]);
  expect(missingForRelease(items).map((i) => i.name)).toEqual(['panel-oak', 'panel-ash', 'cert-1', 'warranty.pdf']);
});

it("counts the owner's files, takes PNG and JPEG, and warns about a photo smaller than the page shows", async () => {
  await put('mfe-demo/content/images/panel-oak.jpg', await jpeg(2000, 1500));
  await put(
    'mfe-demo/content/images/panel-ash.png',
    await sharp(await jpeg(640, 480))
      .png()
      .toBuffer(),
  );
  await put('mfe-demo/content/images/cert-1.jpeg', await jpeg(1200, 1700));
  await put('mfe-demo/content/documents/warranty.pdf', '%PDF-1.7\n');
  const items = await contentReport(root, [app]);
  const byName = (name: string) => items.find((i) => i.name === name) as ContentItem;
  expect(byName('panel-oak').ownerFile).toBe('mfe-demo/content/images/panel-oak.jpg');
  expect(byName('panel-oak').warning).toBeUndefined();
  expect(byName('panel-ash').ownerFile).toBe('mfe-demo/content/images/panel-ash.png');
  expect(byName('panel-ash').warning).toMatch(/640 x 480 px is smaller than the 1000 x 750 px/);
  expect(byName('cert-1').ownerFile).toBe('mfe-demo/content/images/cert-1.jpeg');
  expect(missingForRelease(items)).toEqual([]);

  const text = formatReport(items);
  expect(text).toContain("4 are the owner's own files.");
  expect(text).toContain('0 are still drawn or generated stand-ins');
  expect(text).toContain('mfe-demo/content/images/panel-ash.png  (640 x 480 px is smaller');
});

it('`npm run content:report` reports every app of the repository', () => {
  const items = JSON.parse(
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'contentReport.mjs'), '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  ) as ContentItem[];
  const of = (app: string) => items.filter((i) => i.app === app);
  // Every finish a photo of its panel; fifteen projects (an app's table, out of build-tools' reach) of four photos.
  expect(of('catalogue').filter((i) => i.role === 'photo')).toHaveLength(FINISHES.length);
  expect(of('resources').filter((i) => i.role === 'photo' && i.name.startsWith('project-'))).toHaveLength(60);
  expect(of('resources').filter((i) => i.role === 'scan').length).toBeGreaterThan(0);
  expect(of('shell').find((i) => i.kind === 'document' && i.required)?.dropAt).toBe(
    'shell/content/documents/ecopanel-warranty-installation.pdf',
  );
  // The remotes without pictures have nothing to report.
  expect(of('quotation')).toEqual([]);
  expect(of('impact')).toEqual([]);
}, 30_000);
