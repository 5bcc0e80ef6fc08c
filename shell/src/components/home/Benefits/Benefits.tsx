import { Img, useT } from 'shared-ui';
import { BENEFITS } from '../../../data/benefits';
import { IMG_BASE } from '../../../lib/img';
import { Section } from '../../section/Section';
import styles from './Benefits.module.css';
import { catalog } from '../../../i18n/catalog';

export function Benefits() {
  const t = useT(catalog);
  return (
    <Section title={t.node('section.benefits')} intro={t.node('intro.benefits')}>
      <ul className={styles.grid}>
        {BENEFITS.map((b) => (
          <li key={b.title} className={styles.item}>
            <Img base={IMG_BASE} spec={b.image} alt="" sizes="4rem" className={styles.icon} />
            <h3 className={styles.title}>{b.title}</h3>
            <p className={styles.text}>{b.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
