import { Link } from 'react-router-dom';
import { Img, VisuallyHidden, useT } from 'shared-ui';
import { finishById } from 'shared-ui/data';
import { GALLERY, GALLERY_SIZES } from '../../../data/gallery';
import { IMG_BASE } from '../../../lib/img';
import { Section } from '../../section/Section';
import styles from './Gallery.module.css';
import { catalog } from '../../../i18n/catalog';

/**
 * Six installations. Each caption (title, description, View Products) shows on hover and when its
 * link has keyboard focus; on touch screens, which cannot hover, it is always shown.
 */
export function Gallery() {
  const t = useT(catalog);
  return (
    <Section title={t.node('section.gallery')} intro={t.node('intro.gallery')}>
      <ul className={styles.grid}>
        {GALLERY.map((item) => (
          <li key={item.image.name} className={styles.item}>
            <Img
              base={IMG_BASE}
              spec={item.image}
              alt={`${finishById(item.finish).name} panels in ${item.title.toLowerCase()}`}
              sizes={GALLERY_SIZES}
              className={styles.image}
            />
            <div className={styles.caption}>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.description}>{item.description}</p>
              <Link to="/products" className={styles.link}>
                View Products<VisuallyHidden> for {item.title.toLowerCase()}</VisuallyHidden>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
