import { useT } from '@ecopanel/shared-ui';
import { PROCESS_STEPS } from '../../../data/story';
import { Section } from '../../section/Section';
import styles from './Process.module.css';
import { storyCatalog } from '../i18n/catalog';
import { dataText } from '../../../i18n/dataText';

export function Process() {
  const t = useT(storyCatalog);
  return (
    <Section reveal title={t.node('section.process')} intro={t.node('intro.process')}>
      <ol className={styles.steps}>
        {PROCESS_STEPS.map((step, i) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.title}>{dataText(t, `process.${i + 1}.title`, step.title)}</h3>
            <p className={styles.text}>{dataText(t, `process.${i + 1}.text`, step.text)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
