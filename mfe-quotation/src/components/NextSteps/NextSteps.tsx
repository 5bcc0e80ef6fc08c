import { useId } from 'react';
import { useT } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import { nextSteps, responseTimes } from '../../data/nextSteps';
import { OfficeHours } from '../OfficeHours';
import styles from './NextSteps.module.css';

/** What happens after sending, and how soon: the questions a buyer has before pressing Send. */
export function NextSteps() {
  const headingId = useId();
  const t = useT(catalog);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.title}>
        {t.node('next.heading')}
      </h2>
      <ol className={styles.steps}>
        {nextSteps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{t.node(step.title)}</h3>
            <p className={styles.stepText}>{t.node(step.text)}</p>
          </li>
        ))}
      </ol>
      <h3 className={styles.subtitle}>{t.node('next.times')}</h3>
      <dl className={styles.times}>
        {responseTimes.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{t.node(row.label)}</dt>
            <dd>{row.value ? t.node(row.value) : <OfficeHours />}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
