import { useState } from 'react';
import { Img, useT, type ImageSpec } from '@ecopanel/shared-ui';
import { catalog } from '../../../../i18n/catalog';
import { IMG_BASE } from '../../../../lib/img';
import styles from './ProjectGallery.module.css';

interface Props {
  /** Names the photos for screen readers ("Seaside Townhouse, photo 2 of 4"). */
  title: string;
  images: readonly ImageSpec[];
}

/** A main photo and a row of thumbnails; a thumbnail shows its photo in the main frame. */
export function ProjectGallery({ title, images }: Props) {
  const t = useT(catalog);
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? images[0];
  if (!main) return null;
  const photoName = (i: number) => t('project.photo', { title, index: i + 1, count: images.length });
  return (
    <div className={styles.gallery}>
      <Img
        base={IMG_BASE}
        spec={main}
        alt={photoName(current)}
        priority
        sizes="(min-width: 64rem) 38rem, 100vw"
        className={styles.main}
      />
      <ul className={styles.thumbs} aria-label={t('project.photos')}>
        {images.map((spec, i) => (
          <li key={spec.name}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={t('project.showPhoto', { index: i + 1, count: images.length })}
              aria-pressed={i === current}
              onClick={() => setCurrent(i)}
            >
              <Img base={IMG_BASE} spec={spec} alt="" sizes="8rem" className={styles.thumbImage} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
