import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { contentDirs, ownerDocument } from '../images/content';
import { ownerFileOf, type ImageJob, type ImageRole } from '../images/render';

/** One downloadable document an app builds: generated unless the owner's PDF of that name is there. */
export interface DocumentJob {
  /** Where the site serves it, e.g. `downloads/ecopanel-brochure.pdf`. */
  file: string;
  /** True when the generated file only stands in for one the company must issue itself. */
  standIn: boolean;
  generate: () => Promise<Uint8Array>;
}

/** What an app's build makes from code and the owner may replace: its `images.build.ts` and `documents.build.ts`. */
export interface AppContent {
  app: string;
  /** The app's folder, relative to the repository (e.g. `mfe-catalogue`). */
  dir: string;
  images: ImageJob[];
  documents: DocumentJob[];
}

export interface ContentItem {
  app: string;
  kind: 'image' | 'document';
  name: string;
  role: ImageRole | 'document';
  /** A release may not ship the drawing or generated file: it stands in for the company's own. */
  required: boolean;
  /** Where the owner's file goes (relative to the repository), e.g. `mfe-catalogue/content/images/panel-maple.jpg`. */
  dropAt: string;
  /** The owner's file in use, if any (relative to the repository). */
  ownerFile?: string;
  /** Something the owner should know about their file (e.g. it is smaller than the page shows it). */
  warning?: string;
}

/** The app's content folders, as the repository-relative paths the report prints. */
const rel = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

async function imageItem(root: string, app: AppContent, job: ImageJob): Promise<ContentItem> {
  const dirs = contentDirs(path.join(root, app.dir));
  const owner = ownerFileOf(job, dirs.images);
  const name = job.source ?? job.spec.name;
  const item: ContentItem = {
    app: app.app,
    kind: 'image',
    name: job.spec.name,
    role: job.role,
    required: job.role !== 'artwork',
    dropAt: `${rel(root, dirs.images)}/${name}.jpg`,
    ownerFile: owner && rel(root, owner),
  };
  if (owner) {
    const { width = 0, height = 0 } = await sharp(owner)
      .metadata()
      .catch(() => ({ width: 0, height: 0 }));
    if (!width) item.warning = 'the build cannot read this file as a JPEG or PNG picture';
    else if (width < job.spec.width || height < job.spec.height) {
      item.warning = `${width} x ${height} px is smaller than the ${job.spec.width} x ${job.spec.height} px the page shows: it will look soft`;
    }
  }
  return item;
}

function documentItem(root: string, app: AppContent, doc: DocumentJob): ContentItem {
  const dir = contentDirs(path.join(root, app.dir)).documents;
  const owner = ownerDocument(dir, doc.file);
  return {
    app: app.app,
    kind: 'document',
    name: path.basename(doc.file),
    role: 'document',
    required: doc.standIn,
    dropAt: `${rel(root, dir)}/${path.basename(doc.file)}`,
    ownerFile: owner && rel(root, owner),
  };
}

/**
 * Every picture and document the apps make, each with the place its real file goes and whether it
 * is there. A certificate's thumbnail and full view share one scan, so they make one row.
 */
export async function contentReport(root: string, apps: AppContent[]): Promise<ContentItem[]> {
  const items: ContentItem[] = [];
  for (const app of apps) {
    const seen = new Set<string>();
    for (const job of app.images) {
      const source = job.source ?? job.spec.name;
      if (seen.has(source)) continue;
      seen.add(source);
      items.push(await imageItem(root, app, job.source ? { ...job, spec: { ...job.spec, name: source } } : job));
    }
    for (const doc of app.documents) items.push(documentItem(root, app, doc));
  }
  return items;
}

/** The stand-ins a release may not ship (`npm run preflight` refuses while any is left). */
export const missingForRelease = (items: ContentItem[]): ContentItem[] =>
  items.filter((i) => i.required && !i.ownerFile);

/** Reads each app's `images.build.ts` and `documents.build.ts` (either may be absent). */
export function loadAppContent(root: string, apps: { name: string; dir: string }[]): AppContent[] {
  return apps.map(({ name, dir }) => {
    const load = <T>(file: string, key: string): T[] => {
      const full = path.join(root, dir, file);
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- build files are loaded on demand, by path
      return existsSync(full) ? ((require(full) as Record<string, T[]>)[key] ?? []) : [];
    };
    return {
      app: name,
      dir,
      images: load<ImageJob>('images.build.ts', 'images'),
      documents: load<DocumentJob>('documents.build.ts', 'documents'),
    };
  });
}

/** The report as a person reads it: a summary, then what is still drawn, app by app. */
export function formatReport(items: ContentItem[]): string {
  const missing = missingForRelease(items);
  const owners = items.filter((i) => i.ownerFile);
  const artwork = items.filter((i) => !i.required && !i.ownerFile);
  const lines = [
    `Content: ${items.filter((i) => i.kind === 'image').length} pictures and ${items.filter((i) => i.kind === 'document').length} documents.`,
    `  ${owners.length} are the owner's own files.`,
    `  ${missing.length} are still drawn or generated stand-ins that a release needs replaced (photos, certificate scans, the warranty).`,
    `  ${artwork.length} are drawn artwork, final as drawn (icons, diagrams, link-preview cards), which the owner may still replace.`,
  ];
  const section = (title: string, rows: ContentItem[], show: (i: ContentItem) => string) => {
    if (!rows.length) return;
    lines.push('', title);
    for (const app of [...new Set(rows.map((r) => r.app))]) {
      lines.push(`  ${app}:`);
      for (const row of rows.filter((r) => r.app === app)) lines.push(`    ${row.role.padEnd(8)} ${show(row)}`);
    }
  };
  section('Stand-ins to replace (put the real file here, then rebuild):', missing, (i) => i.dropAt);
  section("The owner's files in use:", owners, (i) => `${i.ownerFile}${i.warning ? `  (${i.warning})` : ''}`);
  section('Drawn artwork (optional: a file here replaces it):', artwork, (i) => i.dropAt);
  lines.push(
    '',
    'Pictures may be .jpg, .jpeg or .png (the build crops and resizes them); documents are PDF.',
    "Link previews (share/*.jpg) are drawn over the page's first photo once the owner's is in.",
  );
  return lines.join('\n');
}
