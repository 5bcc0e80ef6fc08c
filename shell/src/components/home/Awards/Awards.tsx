import { Img, useT } from '@ecopanel/shared-ui';
import { AWARD_BADGES, AWARD_CLAIMS, AWARDS_IMAGE } from '../../../data/awards';
import { IMG_BASE } from '../../../lib/img';
import { Section } from '../../section/Section';
import styles from './Awards.module.css';
import { homeCatalog } from '../i18n/catalog';
import { dataString, dataText } from '../../../i18n/dataText';

export function Awards() {
  const t = useT(homeCatalog);
  return (
    <Section title={t.node('section.awards')}>
      <div className={styles.layout}>
        <Img
          base={IMG_BASE}
          spec={AWARDS_IMAGE}
          alt={t('award.image')}
          sizes="(min-width: 48rem) 34rem, 100vw"
          className={styles.image}
        />
        <div className={styles.text}>
          <ul className={styles.claims}>
            {AWARD_CLAIMS.map((claim, i) => (
              <li key={claim}>{dataText(t, `award.${i + 1}`, claim)}</li>
            ))}
          </ul>
          <ul className={styles.badges} aria-label={t('award.badges')}>
            {AWARD_BADGES.map((b) => (
              <li key={b.label}>
                <Img
                  base={IMG_BASE}
                  spec={b.image}
                  alt={dataString(t, `badge.${b.label}`, b.alt)}
                  sizes="5rem"
                  className={styles.badge}
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
