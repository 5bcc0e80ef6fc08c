import { RouteLink, useT } from '@ecopanel/shared-ui';
import { FINISHES, PANEL_LENGTHS_MM } from '@ecopanel/shared-ui/data';
import { Section } from '../../section/Section';
import styles from './Intro.module.css';
import { homeCatalog } from '../i18n/catalog';

/** Who we are, in one paragraph and three facts. */
export function Intro() {
  const t = useT(homeCatalog);
  const lengths = PANEL_LENGTHS_MM.map((l) => `${l} mm`).reduce((a, b) => t('home.and', { a, b }));
  const facts = [
    { figure: t.node('home.years', { count: 15 }), text: t.node('home.yearsText') },
    { figure: 'ISO 9001:2015', text: t.node('home.isoText') },
    { figure: t.node('home.finishes', { count: FINISHES.length }), text: t.node('home.finishesText', { lengths }) },
  ];
  return (
    <Section title={t.node('section.intro')}>
      <div className={styles.intro}>
        <p className={styles.lead}>{t.node('home.lead')}</p>
        <ul className={styles.facts}>
          {facts.map((f, i) => (
            // Three facts in a fixed order, so their place is their key.
            <li key={i}>
              <strong className={styles.figure}>{f.figure}</strong> <span>{f.text}</span>
            </li>
          ))}
        </ul>
        <RouteLink to="/our-story" className={styles.more}>
          {t.node('home.more')}
        </RouteLink>
      </div>
    </Section>
  );
}
