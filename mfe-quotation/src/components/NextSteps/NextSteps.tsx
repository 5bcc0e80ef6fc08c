import { useId } from 'react';
import { nextSteps, responseTimes } from '../../data/nextSteps';
import styles from './NextSteps.module.css';

/** What happens after sending, and how soon: the questions a buyer has before pressing Send. */
export function NextSteps() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.title}>
        What happens next
      </h2>
      <ol className={styles.steps}>
        {nextSteps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>
      <h3 className={styles.subtitle}>Response times</h3>
      <dl className={styles.times}>
        {responseTimes.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
