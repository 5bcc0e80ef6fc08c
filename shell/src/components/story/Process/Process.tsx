import { PROCESS_STEPS } from '../../../data/story';
import { Section } from '../../section/Section';
import styles from './Process.module.css';

export function Process() {
  return (
    <Section reveal title="How We Work" intro="Three steps from your first call to a finished ceiling.">
      <ol className={styles.steps}>
        {PROCESS_STEPS.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
