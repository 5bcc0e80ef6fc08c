import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from 'shared-ui';
import styles from './ProductNotFound.module.css';

/** An unknown product (SPEC section 8): said plainly, kept out of search results, with a way back. */
export function ProductNotFound() {
  const { pathname } = useLocation();
  return (
    <section className={styles.notFound} aria-labelledby="product-not-found">
      <PageMeta
        title="Product not found"
        description="This ceiling sheet is not in our range. Browse the full collection of UPVC ceiling panels."
        path={pathname}
        notFound
      />
      <h1 id="product-not-found">Product not found</h1>
      <p>We could not find that panel. It may have been renamed or is no longer in our range.</p>
      <Link to="/products" className={styles.back}>
        Back to all products
      </Link>
    </section>
  );
}
