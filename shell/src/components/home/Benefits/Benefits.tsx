import { Img, useT } from '@ecopanel/shared-ui';
import { INSTALLATION, PANEL, PANEL_LENGTHS_MM } from '@ecopanel/shared-ui/data';
import { BENEFITS } from '../../../data/benefits';
import { IMG_BASE } from '../../../lib/img';
import { Section } from '../../section/Section';
import styles from './Benefits.module.css';
import { homeCatalog } from '../i18n/catalog';
import { dataText } from '../../../i18n/dataText';

export function Benefits() {
  const t = useT(homeCatalog);
  // The figures the translations say again, from shared-ui.
  const values = {
    temp: INSTALLATION.maxContinuousTempC,
    grams: PANEL.gramsPerSqft,
    lengths: PANEL_LENGTHS_MM.map((l) => `${l} mm`).reduce((a, b) => t('home.and', { a, b })),
  };
  return (
    <Section title={t.node('section.benefits')} intro={t.node('intro.benefits')}>
      <ul className={styles.grid}>
        {BENEFITS.map((b, i) => (
          <li key={b.title} className={styles.item}>
            <Img base={IMG_BASE} spec={b.image} alt="" sizes="4rem" className={styles.icon} />
            <h3 className={styles.title}>{dataText(t, `benefit.${i + 1}.title`, b.title)}</h3>
            <p className={styles.text}>{dataText(t, `benefit.${i + 1}.text`, b.text, values)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
