import type { ReactNode } from 'react';
import { Img, RouteLink, StarRating, useT, VisuallyHidden } from '@ecopanel/shared-ui';
import type { FeaturedProduct } from '../../data/types';
import { catalog } from '../../i18n/catalog';
import { productText } from '../../i18n/productText';
import { IMG_BASE } from '../../lib/img';
import styles from './ProductCard.module.css';

interface Props {
  product: FeaturedProduct;
  /** h2 on the product list (under its h1), h3 in the home page's widget (under its h2). */
  headingLevel: 2 | 3;
  /** The list card's four short facts, in the page's language. */
  specifications?: readonly ReactNode[];
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
  const t = useT(catalog);
  const text = productText(t, product);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Img
          base={IMG_BASE}
          spec={product.image.spec}
          alt={text.alt}
          priority={priority}
          sizes="(min-width: 64rem) 23rem, (min-width: 48rem) 50vw, 100vw"
        />
      </div>
      <div className={styles.body}>
        {showCategory ? <p className={styles.category}>{t.node(`category.${product.category}`)}</p> : null}
        <Heading className={styles.title}>{text.nameNode}</Heading>
        <StarRating value={product.rating} />
        {specifications ? (
          <ul className={styles.specs} aria-label={t('card.specifications')}>
            {specifications.map((line, i) => (
              // Four fixed facts in a fixed order, so their place is their key.
              <li key={i}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.overlay}>
        <p>{text.descriptionNode}</p>
        <RouteLink to={product.link} className={styles.details}>
          {t.node('card.details')}
          <VisuallyHidden>{t.node('card.detailsOf', { name: text.name })}</VisuallyHidden>
        </RouteLink>
      </div>
    </article>
  );
}
