import type { ImgHTMLAttributes } from 'react';

/**
 * A generated image: the build rasterises `name` at each of `widths` to `img/{name}-{w}.webp`
 * (see build-tools/images). `width`/`height` are the intrinsic size of the largest rendition, so the
 * browser reserves the right box before the file arrives.
 */
export interface ImageSpec {
  name: string;
  width: number;
  height: number;
  widths: readonly number[];
}

/** `base` is the app's own image folder URL (`${__webpack_public_path__}img/`): remotes serve their own. */
export function imageSources(base: string, spec: ImageSpec): { src: string; srcSet: string } {
  const widths = [...spec.widths].sort((a, b) => a - b);
  const url = (w: number) => `${base}${spec.name}-${w}.webp`;
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

export function Img({ base, spec, alt, priority = false, sizes, ...rest }: Props) {
  const { src, srcSet } = imageSources(base, spec);
  return (
    <img
      {...rest}
      src={src}
      srcSet={spec.widths.length > 1 ? srcSet : undefined}
      sizes={spec.widths.length > 1 ? (sizes ?? '100vw') : undefined}
      width={spec.width}
      height={spec.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
