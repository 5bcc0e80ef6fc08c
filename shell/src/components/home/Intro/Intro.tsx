import { useT } from 'shared-ui';
import { Link } from 'react-router-dom';
import { FINISHES, PANEL_LENGTHS_MM } from 'shared-ui/data';
import { Section } from '../../section/Section';
import styles from './Intro.module.css';
import { catalog } from '../../../i18n/catalog';

const FACTS = [
  { figure: '15 years', text: 'making UPVC panels, over two decades in building materials' },
  { figure: 'ISO 9001:2015', text: 'certified quality, German extrusion technology' },
  {
    figure: `${FINISHES.length} finishes`,
    text: `of printed wood grain, ${PANEL_LENGTHS_MM.map((l) => `${l} mm`).join(' and ')} lengths`,
  },
];

/** Who we are, in one paragraph and three facts. */
export function Intro() {
  const t = useT(catalog);
  return (
    <Section title={t.node('section.intro')}>
      <div className={styles.intro}>
        <p className={styles.lead}>
          We make sustainable, eco-friendly UPVC ceiling and wall panels in Sri Lanka, and our own teams install them.
          Made of PVC and calcium carbonate, our panels never need painting, shrug off water and termites, and spare the
          trees a timber ceiling would cost.
        </p>
        <ul className={styles.facts}>
          {FACTS.map((f) => (
            <li key={f.figure}>
              <strong className={styles.figure}>{f.figure}</strong> <span>{f.text}</span>
            </li>
          ))}
        </ul>
        <Link to="/our-story" className={styles.more}>
          Read our story
        </Link>
      </div>
    </Section>
  );
}
