import { Img, RouteLink, StarRating, VisuallyHidden } from 'shared-ui';
import type { FeaturedProduct } from '../../data/types';
import { IMG_BASE } from '../../lib/img';
import styles from './ProductCard.module.css';

interface Props {
  product: FeaturedProduct;
  /** h2 on the product list (under its h1), h3 in the home page's widget (under its h2). */
  headingLevel: 2 | 3;
  /** The list card's four short facts. */
  specifications?: readonly string[];
  showCategory?: boolean;
  /** The first card on the product list is above the fold on every screen: its picture is the LCP. */
  priority?: boolean;
}

/**
 * A product's picture, name and rating. Its description and View Details link sit in an overlay
 * that appears on hover or when the link has keyboard focus; on touch screens, which cannot hover,
 * they are shown below the card's text instead (see the CSS).
 */
export function ProductCard({ product, headingLevel, specifications, showCategory = false, priority = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Img
          base={IMG_BASE}
          spec={product.image.spec}
          alt={product.image.alt}
          priority={priority}
          sizes="(min-width: 64rem) 23rem, (min-width: 48rem) 50vw, 100vw"
        />
      </div>
      <div className={styles.body}>
        {showCategory ? <p className={styles.category}>{product.category}</p> : null}
        <Heading className={styles.title}>{product.title}</Heading>
        <StarRating value={product.rating} />
        {specifications ? (
          <ul className={styles.specs} aria-label="Specifications">
            {specifications.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.overlay}>
        <p>{product.description}</p>
        <RouteLink to={product.link} className={styles.details}>
          View Details<VisuallyHidden> of {product.title}</VisuallyHidden>
        </RouteLink>
      </div>
    </article>
  );
}
