import { useId } from 'react';
import { Reveal, RouteLink, useT } from '@ecopanel/shared-ui';
import { FEATURED_PRODUCTS } from '../../data/products';
import { catalog } from '../../i18n/catalog';
import { ProductCard } from '../ProductCard/ProductCard';
import styles from './FeaturedProducts.module.css';

/**
 * Home page section 5: six featured sheets. It sits under the home page's h1, so its heading is an
 * h2 and each card's an h3. Heading and cards fade in once as they scroll into view (Reveal: 0.5 s,
 * nothing moves under reduced motion).
 */
export function FeaturedProducts() {
  const headingId = useId();
  const t = useT(catalog);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Reveal className={styles.intro}>
        <h2 id={headingId} className={styles.heading}>
          {t.node('featured.heading')}
        </h2>
        <p className={styles.subtitle}>{t.node('featured.subtitle')}</p>
      </Reveal>
      <ul className={styles.grid}>
        {FEATURED_PRODUCTS.map((product, i) => (
          <Reveal as="li" key={product.id} delayMs={(i % 3) * 100}>
            <ProductCard product={product} headingLevel={3} showCategory />
          </Reveal>
        ))}
      </ul>
      <p className={styles.more}>
        <RouteLink to="/products" className={styles.all}>
          {t.node('featured.all')}
        </RouteLink>
      </p>
    </section>
  );
}
