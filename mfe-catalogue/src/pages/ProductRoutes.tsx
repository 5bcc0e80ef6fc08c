import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { findProduct } from '../data/products';
import { ProductDetailPage } from './ProductDetailPage';
import { ProductListPage } from './ProductListPage';
import { ProductNotFound } from './ProductNotFound';

/** `/products/{id}` without its slug: send the visitor to the product's one real URL. */
function ProductById() {
  const product = findProduct(useParams().productId ?? '');
  return product ? <Navigate to={product.link} replace /> : <ProductNotFound />;
}

/**
 * Everything under /products/*, relative to where the host mounts it. The catalogue team adds a
 * page here (say `calculator`) without touching the shell; a static segment outranks `:productId`.
 */
export function ProductRoutes() {
  return (
    <Routes>
      <Route index element={<ProductListPage />} />
      <Route path=":productId" element={<ProductById />} />
      <Route path=":productId/:productSlug" element={<ProductDetailPage />} />
      <Route path="*" element={<ProductNotFound />} />
    </Routes>
  );
}
