import { Img, useT } from '@ecopanel/shared-ui';
import { INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';
import type { ProductImage } from '../../data/types';
import { productPageCatalog } from '../../features/product/i18n/catalog';
import { IMG_BASE } from '../../lib/img';
import styles from './ProfileBlock.module.css';

/** The design/profile block: the shared groove drawing beside what the profile does for the buyer. */
export function ProfileBlock({ image, points }: { image: ProductImage; points: readonly string[] }) {
  const t = useT(productPageCatalog);
  const figures = {
    width: PANEL.widthMm,
    thickness: PANEL.thicknessMm,
    grams: PANEL.gramsPerSqft,
    temp: INSTALLATION.maxContinuousTempC,
  };
  return (
    <div className={styles.block}>
      <figure className={styles.figure}>
        <Img base={IMG_BASE} spec={image.spec} alt={image.alt} sizes="(min-width: 64rem) 34rem, 100vw" />
        <figcaption>{t.node('profile.caption')}</figcaption>
      </figure>
      <ul className={styles.points}>
        {points.map((point, i) => (
          // The four points in their order: si/ta say each again from the same figures.
          <li key={point}>{t.node(`profile.point.${i + 1}` as 'profile.point.1', { point, ...figures })}</li>
        ))}
      </ul>
    </div>
  );
}
