import { RouteLink, useT } from '@ecopanel/shared-ui';
import { Accordion } from '@ecopanel/shared-ui/widgets';
import { INSTALLATION, PANEL } from '@ecopanel/shared-ui/data';
import { HOME_FAQ } from '../../../data/homeFaq';
import { Section } from '../../section/Section';
import styles from './HomeFaq.module.css';
import { homeCatalog } from '../i18n/catalog';
import { dataText } from '../../../i18n/dataText';

/** Six questions, one open at a time; an open answer is capped at 12rem (the spec's "48 units"). */
export function HomeFaq() {
  const t = useT(homeCatalog);
  // The figures the answers say, from shared-ui.
  const values = {
    temp: INSTALLATION.maxContinuousTempC,
    thickness: PANEL.thicknessMm,
    width: PANEL.widthMm,
    standard: PANEL.standardLengthMm,
    long: PANEL.longLengthMm,
    grams: PANEL.gramsPerSqft,
  };
  const items = HOME_FAQ.map((q) => ({
    id: q.id,
    title: dataText(t, `faq.${q.id}.question`, q.question),
    content: <p>{dataText(t, `faq.${q.id}.answer`, q.answer, values)}</p>,
  }));
  return (
    <Section title={t.node('section.faq')}>
      <div className={styles.faq}>
        <Accordion items={items} headingLevel={3} maxPanelHeight="12rem" />
        <RouteLink to="/resources/faq" className={styles.more}>
          {t.node('faq.more')}
        </RouteLink>
      </div>
    </Section>
  );
}
