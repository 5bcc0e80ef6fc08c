import { useLocation } from 'react-router-dom';
import { RouteLink } from '../RouteLink/RouteLink';
import { sharedText } from '../../i18n/text';
import { useT } from '../../i18n/useT';
import { PageMeta } from '../PageMeta';
import styles from './NotFoundPage.module.css';

/** The site's 404 (SPEC section 2), the same for the shell's paths and for any remote's unknown path. */
export function NotFoundPage() {
  const t = useT(sharedText);
  const { pathname } = useLocation();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <PageMeta title={t('notFound.title')} description={t('notFound.description')} path={pathname} notFound />
      <svg className={styles.art} viewBox="0 0 200 120" aria-hidden="true" focusable="false">
        <circle cx="100" cy="62" r="34" fill="#2f855a" />
        <ellipse cx="100" cy="62" rx="62" ry="13" fill="none" stroke="#b7791f" strokeWidth="4" />
        <circle cx="24" cy="20" r="2.5" fill="#36433c" />
        <circle cx="170" cy="30" r="2" fill="#36433c" />
        <circle cx="150" cy="104" r="2.5" fill="#36433c" />
        <circle cx="40" cy="98" r="1.8" fill="#36433c" />
      </svg>
      <h1 id="not-found-title" className={styles.text}>
        {t.node('notFound.heading')}
      </h1>
      <RouteLink to="/" className={styles.home}>
        {t.node('notFound.home')}
      </RouteLink>
    </section>
  );
}
