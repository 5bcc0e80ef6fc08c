import { Img } from 'shared-ui';
import { STRENGTHS } from '../../../data/story';
import { IMG_BASE } from '../../../lib/img';
import { Section } from '../../section/Section';
import styles from './Strengths.module.css';

export function Strengths() {
  return (
    <Section reveal title="Why Choose Us">
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
