import { Img, useT } from 'shared-ui';
import { STRENGTHS } from '../../../data/story';
import { IMG_BASE } from '../../../lib/img';
import { Section } from '../../section/Section';
import styles from './Strengths.module.css';
import { catalog } from '../../../i18n/catalog';

export function Strengths() {
  const t = useT(catalog);
  return (
    <Section reveal title={t.node('section.strengths')}>
      <ul className={styles.grid}>
        {STRENGTHS.map((s) => (
          <li key={s.title} className={styles.item}>
            <Img base={IMG_BASE} spec={s.image} alt="" sizes="3.5rem" className={styles.icon} />
            <h3 className={styles.title}>{s.title}</h3>
            <p className={styles.text}>{s.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
