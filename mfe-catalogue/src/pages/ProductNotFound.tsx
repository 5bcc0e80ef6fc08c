import { useLocation } from 'react-router-dom';
import { PageMeta, RouteLink, useT } from '@ecopanel/shared-ui';
import { catalog } from '../i18n/catalog';
import styles from './ProductNotFound.module.css';

/** An unknown product (SPEC section 8): said plainly, kept out of search results, with a way back. */
export function ProductNotFound() {
  const { pathname } = useLocation();
  const t = useT(catalog);
  return (
    <section className={styles.notFound} aria-labelledby="product-not-found">
      <PageMeta title={t('notFound.title')} description={t('notFound.description')} path={pathname} notFound />
      <h1 id="product-not-found">{t.node('notFound.title')}</h1>
      <p>{t.node('notFound.text')}</p>
      <RouteLink to="/products" className={styles.back}>
        {t.node('notFound.back')}
      </RouteLink>
    </section>
  );
}
