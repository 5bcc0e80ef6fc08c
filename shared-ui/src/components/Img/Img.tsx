import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

/**
 * A generated image: the build rasterises `name` at each of `widths` to `img/{name}-{w}.avif` and
 * `img/{name}-{w}.webp` (see build-tools/images). `width`/`height` are the intrinsic size of the
 * largest rendition, so the browser reserves the right box before the file arrives.
 */
export interface ImageSpec {
  name: string;
  width: number;
  height: number;
  widths: readonly number[];
}

/**
 * `base` is the app's own image folder URL (`${__webpack_public_path__}img/`): remotes serve their own.
 * WebP unless `format` says AVIF (about 20% smaller at the same quality; every browser the site
 * supports reads it, WebP stays as the `<picture>` fallback).
 */
export function imageSources(
  base: string,
  spec: ImageSpec,
  format: 'webp' | 'avif' = 'webp',
): { src: string; srcSet: string } {
  const widths = [...spec.widths].sort((a, b) => a - b);
  const url = (w: number) => `${base}${spec.name}-${w}.${format}`;
  return { src: url(widths[widths.length - 1] ?? spec.width), srcSet: widths.map((w) => `${url(w)} ${w}w`).join(', ') };
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  base: string;
  spec: ImageSpec;
  /** Empty for decorative images. */
  alt: string;
  /** The LCP image: fetched at once and first; everything else waits until it nears the viewport. */
  priority?: boolean;
};

/**
 * `<picture>` with the AVIF renditions as its source and the WebP ones on the `<img>` (styles target
 * the `<img>`: tokens.css gives `picture` `display: contents`, so it makes no box of its own). The
 * priority image is preloaded from `<head>` in AVIF (React preloads no image inside a `<picture>`
 * by itself), so the browser starts it before any script runs.
 */
export function Img({ base, spec, alt, priority = false, sizes, ...rest }: Props) {
  const { src, srcSet } = imageSources(base, spec);
  const avif = imageSources(base, spec, 'avif');
  const ladder = spec.widths.length > 1;
  const shownSizes = ladder ? (sizes ?? '100vw') : undefined;
  if (priority)
    preload(avif.src, {
      as: 'image',
      type: 'image/avif',
      fetchPriority: 'high',
      ...(ladder ? { imageSrcSet: avif.srcSet, imageSizes: shownSizes } : {}),
    });
  return (
    <picture>
      <source type="image/avif" srcSet={ladder ? avif.srcSet : avif.src} sizes={shownSizes} />
      <img
        {...rest}
        src={src}
        srcSet={ladder ? srcSet : undefined}
        sizes={shownSizes}
        width={spec.width}
        height={spec.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
