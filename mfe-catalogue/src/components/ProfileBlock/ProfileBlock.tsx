import { Img } from 'shared-ui';
import type { ProductImage } from '../../data/types';
import { IMG_BASE } from '../../lib/img';
import styles from './ProfileBlock.module.css';

/** The design/profile block: the shared groove drawing beside what the profile does for the buyer. */
export function ProfileBlock({ image, points }: { image: ProductImage; points: readonly string[] }) {
  return (
    <div className={styles.block}>
      <figure className={styles.figure}>
        <Img base={IMG_BASE} spec={image.spec} alt={image.alt} sizes="(min-width: 64rem) 34rem, 100vw" />
        <figcaption>Every sheet shares this profile, whatever its finish.</figcaption>
      </figure>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  );
}
