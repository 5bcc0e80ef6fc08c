import { useT } from '@ecopanel/shared-ui';
import { catalog } from '../../i18n/catalog';
import styles from './ContactHero.module.css';

/** The page's title block; the h1 is here because the remote renders the whole page. */
export function ContactHero() {
  const t = useT(catalog);
  return (
    <div className={styles.hero}>
      <p className={styles.eyebrow}>{t.node('hero.eyebrow')}</p>
      <h1 className={styles.title}>{t.node('page.title')}</h1>
      <p className={styles.lead}>{t.node('hero.lead')}</p>
    </div>
  );
}
