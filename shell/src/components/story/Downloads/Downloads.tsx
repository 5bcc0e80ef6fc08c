import { RouteLink, useT } from '@ecopanel/shared-ui';
import { BROCHURE, WARRANTY } from '../../../data/downloads';
import { Section } from '../../section/Section';
import styles from './Downloads.module.css';
import { catalog } from '../../../i18n/catalog';
import { storyCatalog } from '../i18n/catalog';
import { dataText } from '../../../i18n/dataText';

/** Static PDFs the build generates (shell/build), served beside the shell. */
export function Downloads() {
  const t = useT(storyCatalog);
  const frame = useT(catalog);
  return (
    <Section title={t.node('section.downloads')} intro={t.node('intro.downloads')}>
      <ul className={styles.list}>
        {(
          [
            ['brochure', BROCHURE],
            ['warranty', WARRANTY],
          ] as const
        ).map(([id, d]) => (
          <li key={d.file} className={styles.item}>
            <a href={`${__webpack_public_path__}${d.file}`} download className={styles.download}>
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
                <path d="M10 3v9m-4-4l4 4 4-4M4 15h12" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
              {dataText(t, `download.${id}.label`, d.label)}
            </a>
            <span className={styles.note}>{dataText(t, `download.${id}.description`, d.description)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.explore}>
        <RouteLink to="/products" className={styles.exploreLink}>
          {frame.node('hero.explore')}
        </RouteLink>
      </p>
    </Section>
  );
}
