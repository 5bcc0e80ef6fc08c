import { useState } from 'react';
import { Img, useT } from '@ecopanel/shared-ui';
import type { ProductImage } from '../../data/types';
import { productPageCatalog } from '../../features/product/i18n/catalog';
import { IMG_BASE } from '../../lib/img';
import styles from './ImageGallery.module.css';

/**
 * The main picture and a thumbnail button per picture: the first is shown at first, a thumbnail
 * shows its picture, and the shown one is marked pressed. The main picture is the detail page's
 * LCP element, so it is fetched at once rather than lazily.
 */
export function ImageGallery({ images }: { images: readonly ProductImage[] }) {
  const [index, setIndex] = useState(0);
  const t = useT(productPageCatalog);
  const shown = images[index] ?? images[0];
  if (!shown) return null;
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <Img base={IMG_BASE} spec={shown.spec} alt={shown.alt} priority sizes="(min-width: 64rem) 34rem, 100vw" />
      </div>
      <ul className={styles.thumbs} aria-label={t('gallery.label')}>
        {images.map((image, i) => (
          <li key={image.spec.name}>
            <button type="button" className={styles.thumb} aria-pressed={i === index} onClick={() => setIndex(i)}>
              <Img base={IMG_BASE} spec={image.spec} alt={image.alt} sizes="5rem" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
