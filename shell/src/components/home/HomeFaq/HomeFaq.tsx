import { Link } from 'react-router-dom';
import { Accordion, useT } from 'shared-ui';
import { HOME_FAQ } from '../../../data/homeFaq';
import { Section } from '../../section/Section';
import styles from './HomeFaq.module.css';
import { catalog } from '../../../i18n/catalog';

const ITEMS = HOME_FAQ.map((q) => ({ id: q.id, title: q.question, content: <p>{q.answer}</p> }));

/** Six questions, one open at a time; an open answer is capped at 12rem (the spec's "48 units"). */
export function HomeFaq() {
  const t = useT(catalog);
  return (
    <Section title={t.node('section.faq')}>
      <div className={styles.faq}>
        <Accordion items={ITEMS} headingLevel={3} maxPanelHeight="12rem" />
        <Link to="/resources/faq" className={styles.more}>
          More questions and answers
        </Link>
      </div>
    </Section>
  );
}
