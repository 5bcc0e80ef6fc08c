import { useState } from 'react';
import { PageMeta, RouteLink } from 'shared-ui';
import { PANEL } from 'shared-ui/data';
import { CategoryFilter } from '../components/CategoryFilter/CategoryFilter';
import { ProductCard } from '../components/ProductCard/ProductCard';
import { FILTER_CATEGORIES, PRODUCTS } from '../data/products';
import { calculatorHref } from '../features/calculator/lib/calculatorHref';
import styles from './ProductListPage.module.css';

/** /products: the whole range of ceiling sheets. */
export function ProductListPage() {
  const [category, setCategory] = useState<string | null>(null);
  const shown = category ? PRODUCTS.filter((p) => p.category === category) : PRODUCTS;
  return (
    <>
      <PageMeta
        title="Products"
        description={`Twelve UPVC ceiling sheets in wood-grain finishes, from Maple to White sand: ${PANEL.widthMm} mm strips, ${PANEL.thicknessMm} mm thick, made in Sri Lanka.`}
        path="/products"
      />
      <div className={styles.header}>
        <h1 className={styles.heading}>Premium Panel Collection</h1>
        <p className={styles.intro}>
          Twelve wood-grain finishes on one proven profile: waterproof, termite-proof UPVC ceiling sheets that never
          need painting. Choose a finish to see its features, dimensions and accessories.
        </p>
        <p className={styles.calculator}>
          Panelling a room? The <RouteLink to={calculatorHref()}>panel calculator</RouteLink> works out how many panels,
          trims and clips it takes.
        </p>
      </div>
      <CategoryFilter categories={FILTER_CATEGORIES} selected={category} onSelect={setCategory} />
      <ul className={styles.grid}>
        {shown.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              specifications={product.specifications}
              headingLevel={2}
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
