import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

/**
 * The owner's own files. Every drawn picture and generated document has a name; a real file of that
 * name in the app's `content/` folder replaces the drawing at the next build:
 *
 *   <app>/content/images/<name>.jpg|.jpeg|.png   a photo or scan, resized by the image pipeline
 *   <app>/content/documents/<file>.pdf           a document, served as it is
 *
 * `npm run content:report` lists what is still drawn; `npm run preflight` refuses a release while a
 * photo or a scan is.
 */
export const CONTENT_DIR = 'content';
export const OWNER_IMAGE_TYPES = ['.jpg', '.jpeg', '.png'] as const;

export interface ContentDirs {
  images: string;
  documents: string;
}

export const contentDirs = (appDir: string): ContentDirs => ({
  images: path.join(appDir, CONTENT_DIR, 'images'),
  documents: path.join(appDir, CONTENT_DIR, 'documents'),
});

/** The owner's file for the picture `name`, if there is one (the first of .jpg, .jpeg, .png). */
export function ownerImage(dir: string | undefined, name: string): string | undefined {
  if (!dir) return undefined;
  for (const ext of OWNER_IMAGE_TYPES) {
    const file = path.join(dir, name + ext);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** The owner's file for the document `file` (a path such as `downloads/brochure.pdf`; only its base name counts). */
export function ownerDocument(dir: string | undefined, file: string): string | undefined {
  if (!dir) return undefined;
  const candidate = path.join(dir, path.basename(file));
  return existsSync(candidate) ? candidate : undefined;
}

/** Reads an owner's image, turning a file sharp cannot decode into an error that names it. */
export async function decodeOwnerImage(file: string, data?: Buffer): Promise<Sharp> {
  // From the bytes when the caller has read them already (the pipeline hashes them for its cache).
  const image = sharp(data ?? file, { failOn: 'error' });
  try {
    const { format } = await image.metadata();
    if (format !== 'jpeg' && format !== 'png') throw new Error(`it is ${format ?? 'not an image'}`);
  } catch (err) {
    throw new Error(`${file}: not a JPEG or PNG picture the build can read (${(err as Error).message})`);
  }
  return image;
}

/**
 * An SVG layer holding the owner's photo `name` cropped to width x height, for drawings that put
 * words over a picture (the link previews); undefined while there is no such photo.
 */
export async function ownerPhotoLayer(
  dir: string | undefined,
  name: string,
  width: number,
  height: number,
): Promise<string | undefined> {
  const file = ownerImage(dir, name);
  if (!file) return undefined;
  // Phones store the picture sideways with an EXIF orientation: rotate() turns it upright.
  const jpeg = await (
    await decodeOwnerImage(file)
  )
    .rotate()
    .resize(width, height, { fit: 'cover' })
    .jpeg({ quality: 90 })
    .toBuffer();
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><image width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" xlink:href="data:image/jpeg;base64,${jpeg.toString('base64')}"/></svg>`;
}
