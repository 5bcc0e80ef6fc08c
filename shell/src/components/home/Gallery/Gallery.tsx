import { Img, RouteLink, useT, VisuallyHidden } from '@ecopanel/shared-ui';
import { finishById } from '@ecopanel/shared-ui/data';
import { GALLERY, GALLERY_SIZES } from '../../../data/gallery';
import { IMG_BASE } from '../../../lib/img';
import { Section } from '../../section/Section';
import styles from './Gallery.module.css';
import { homeCatalog } from '../i18n/catalog';
import { dataString, dataText } from '../../../i18n/dataText';

/**
 * Six installations. Each caption (title, description, View Products) shows on hover and when its
 * link has keyboard focus; on touch screens, which cannot hover, it is always shown.
 */
export function Gallery() {
  const t = useT(homeCatalog);
  return (
    <Section title={t.node('section.gallery')} intro={t.node('intro.gallery')}>
      <ul className={styles.grid}>
        {GALLERY.map((item, i) => {
          const id = `gallery.${i + 1}`;
          // English names the room in lower case inside its sentences; the translations as they are.
          const room = t.lang === 'en' ? item.title.toLowerCase() : dataString(t, `${id}.title`, item.title);
          return (
            <li key={item.image.name} className={styles.item}>
              <Img
                base={IMG_BASE}
                spec={item.image}
                alt={t('gallery.alt', {
                  finish: dataString(t, `finish.${item.finish}`, finishById(item.finish).name),
                  room,
                })}
                sizes={GALLERY_SIZES}
                className={styles.image}
              />
              <div className={styles.caption}>
                <h3 className={styles.title}>{dataText(t, `${id}.title`, item.title)}</h3>
                <p className={styles.description}>{dataText(t, `${id}.description`, item.description)}</p>
                <RouteLink to="/products" className={styles.link}>
                  {t.node('gallery.more')}
                  <VisuallyHidden>{t.node('gallery.moreFor', { room })}</VisuallyHidden>
                </RouteLink>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
