import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { lazyChunk, MovedPermanently, Skeleton, useT } from '@ecopanel/shared-ui';
import { findProduct } from '../data/products';
import { catalog } from '../i18n/catalog';
import { ProductListPage } from './ProductListPage';
import { ProductNotFound } from './ProductNotFound';

// Each page below in a chunk of its own, so a page carries only its own code and CSS (the server
// links a lazy page's CSS only where the render used it, and preloads its script): the list, which
// `/products` and every link to it open first, without the product page's gallery, prices,
// specifications and accessories, and neither with the calculator.
const ProductDetailPage = lazyChunk('page-product', () =>
  import(/* webpackChunkName: "page-product" */ './ProductDetailPage').then((m) => ({ default: m.ProductDetailPage })),
);
const PanelCalculatorPage = lazyChunk('page-calculator', () =>
  import(/* webpackChunkName: "page-calculator" */ '../features/calculator/PanelCalculatorPage').then((m) => ({
    default: m.PanelCalculatorPage,
  })),
);

/** A lazy page, and the skeleton that says what is loading while its chunk arrives. */
function LazyPage({ loading, children }: { loading: string; children: ReactNode }) {
  return <Suspense fallback={<Skeleton minHeight="100vh" label={loading} />}>{children}</Suspense>;
}

/** `/products/{id}` without its slug: send the visitor to the product's one real URL. */
function ProductById() {
  const product = findProduct(useParams().productId ?? '');
  if (!product) return <ProductNotFound />;
  return (
    <MovedPermanently to={product.link}>
      <Navigate to={product.link} replace />
    </MovedPermanently>
  );
}

/**
 * Everything under /products/*, relative to where the host mounts it. The catalogue team adds a
 * page here (like `calculator`) without touching the shell; a static segment outranks `:productId`.
 */
export function ProductRoutes() {
  const t = useT(catalog);
  return (
    <Routes>
      <Route index element={<ProductListPage />} />
      <Route
        path="calculator"
        element={
          <LazyPage loading={t('calculator.loading')}>
            <PanelCalculatorPage />
          </LazyPage>
        }
      />
      <Route path=":productId" element={<ProductById />} />
      <Route
        path=":productId/:productSlug"
        element={
          <LazyPage loading={t('product.loading')}>
            <ProductDetailPage />
          </LazyPage>
        }
      />
      <Route path="*" element={<ProductNotFound />} />
    </Routes>
  );
}
