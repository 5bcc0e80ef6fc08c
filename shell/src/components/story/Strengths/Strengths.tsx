import { Img, useT } from '@ecopanel/shared-ui';
import { STRENGTHS } from '../../../data/story';
import { IMG_BASE } from '../../../lib/img';
import { Section } from '../../section/Section';
import styles from './Strengths.module.css';
import { storyCatalog } from '../i18n/catalog';
import { dataText } from '../../../i18n/dataText';

export function Strengths() {
  const t = useT(storyCatalog);
  return (
    <Section reveal title={t.node('section.strengths')}>
      <ul className={styles.grid}>
        {STRENGTHS.map((s, i) => (
          <li key={s.title} className={styles.item}>
            <Img base={IMG_BASE} spec={s.image} alt="" sizes="3.5rem" className={styles.icon} />
            <h3 className={styles.title}>{dataText(t, `strength.${i + 1}.title`, s.title)}</h3>
            <p className={styles.text}>{dataText(t, `strength.${i + 1}.text`, s.text)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
