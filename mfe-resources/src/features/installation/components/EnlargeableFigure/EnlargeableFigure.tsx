import { useState, type CSSProperties } from 'react';
import { Img, useT, type ImageSpec } from '@ecopanel/shared-ui';
import { Dialog } from '@ecopanel/shared-ui/widgets';
import { catalog } from '../../../../i18n/catalog';
import { IMG_BASE } from '../../../../lib/img';
import styles from './EnlargeableFigure.module.css';

interface Props {
  spec: ImageSpec;
  /** What the picture shows, for screen readers (the enlarged view uses it too). */
  alt: string;
  caption: string;
  sizes: string;
}

/**
 * A figure whose picture opens full size in a modal overlay; the overlay closes on its close button,
 * Escape or a click on the backdrop, and focus goes back to the picture.
 */
export function EnlargeableFigure({ spec, alt, caption, sizes }: Props) {
  const t = useT(catalog);
  const [open, setOpen] = useState(false);
  const ratio = { '--ratio': spec.width / spec.height } as CSSProperties;
  return (
    <figure className={styles.figure}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={t('figure.enlarge', { caption })}
        onClick={() => setOpen(true)}
      >
        <Img base={IMG_BASE} spec={spec} alt={alt} sizes={sizes} className={styles.image} />
        <span className={styles.hint} aria-hidden="true">
          <svg viewBox="0 0 20 20" width="16" height="16">
            <path d="M3 8V3h5M17 12v5h-5M3 3l6 6M17 17l-6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          {t.node('figure.enlargeHint')}
        </span>
      </button>
      <figcaption className={styles.caption}>{caption}</figcaption>
      {open ? (
        <Dialog label={caption} onClose={() => setOpen(false)} className={styles.dialog}>
          <Img base={IMG_BASE} spec={spec} alt={alt} sizes="100vw" priority className={styles.large} style={ratio} />
          <p className={styles.largeCaption}>{caption}</p>
        </Dialog>
      ) : null}
    </figure>
  );
}
