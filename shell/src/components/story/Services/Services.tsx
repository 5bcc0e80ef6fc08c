import { Img, Reveal, useT } from '@ecopanel/shared-ui';
import { PANEL } from '@ecopanel/shared-ui/data';
import { SERVICES } from '../../../data/story';
import { IMG_BASE } from '../../../lib/img';
import { Section } from '../../section/Section';
import styles from './Services.module.css';
import { storyCatalog } from '../i18n/catalog';
import { dataText } from '../../../i18n/dataText';

export function Services() {
  const t = useT(storyCatalog);
  return (
    <Section title={t.node('section.services')} intro={t.node('intro.services')}>
      <ul className={styles.grid}>
        {SERVICES.map((s, i) => (
          <Reveal as="li" key={s.title} className={styles.card} delayMs={i * 80}>
            <Img
              base={IMG_BASE}
              spec={s.image}
              alt=""
              sizes="(min-width: 64rem) 17rem, (min-width: 40rem) 50vw, 100vw"
              className={styles.image}
            />
            <h3 className={styles.title}>{dataText(t, `service.${i + 1}.title`, s.title)}</h3>
            <p className={styles.text}>
              {dataText(t, `service.${i + 1}.text`, s.text, { thickness: PANEL.thicknessMm })}
            </p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
