import { useState } from 'react';
import { PageMeta, RouteLink, useT } from '@ecopanel/shared-ui';
import { PANEL } from '@ecopanel/shared-ui/data';
import { CategoryFilter } from '../components/CategoryFilter/CategoryFilter';
import { ProductCard } from '../components/ProductCard/ProductCard';
import { FILTER_CATEGORIES, PRODUCTS } from '../data/products';
import type { Product } from '../data/types';
import { catalog } from '../i18n/catalog';
import type { CatalogueT } from '../i18n/productText';
import { calculatorHref } from '../features/calculator/lib/calculatorHref';
import styles from './ProductListPage.module.css';

const FACTS = ['card.size', 'card.thickness', 'card.weight', 'card.material'] as const;

/** A card's four facts: the data's English lines, or their Sinhala or Tamil from the same figures. */
const cardFacts = (t: CatalogueT, { specifications, dimensions }: Product) =>
  FACTS.map((id, i) =>
    t.node(id, { line: specifications[i] ?? '', ...dimensions, grams: PANEL.gramsPerSqft, material: PANEL.material }),
  );

/** /products: the whole range of ceiling sheets. */
export function ProductListPage() {
  const t = useT(catalog);
  const [category, setCategory] = useState<string | null>(null);
  const shown = category ? PRODUCTS.filter((p) => p.category === category) : PRODUCTS;
  return (
    <>
      <PageMeta
        title={t('list.title')}
        description={t('list.description', { width: PANEL.widthMm, thickness: PANEL.thicknessMm })}
        path="/products"
      />
      <div className={styles.header}>
        <h1 className={styles.heading}>{t.node('list.heading')}</h1>
        <p className={styles.intro}>{t.node('list.intro')}</p>
        <p className={styles.calculator}>
          {t.node('list.calculatorBefore')} <RouteLink to={calculatorHref()}>{t.node('list.calculatorLink')}</RouteLink>{' '}
          {t.node('list.calculatorAfter')}
        </p>
      </div>
      <CategoryFilter categories={FILTER_CATEGORIES} selected={category} onSelect={setCategory} />
      <ul className={styles.grid}>
        {shown.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              specifications={cardFacts(t, product)}
              headingLevel={2}
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
