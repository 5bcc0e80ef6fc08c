import { Route, Routes, useParams } from 'react-router-dom';
import { PageMeta, ScaffoldSection } from 'shared-ui';

function ProductListPage() {
  return (
    <>
      <PageMeta title="Products" description="The full range of sustainable UPVC ceiling panels." path="/products" />
      <ScaffoldSection remote="catalogue" heading="Premium Panel Collection" />
    </>
  );
}

function ProductDetailPage() {
  const { productId = '', productSlug = '' } = useParams();
  return (
    <>
      <PageMeta title="Product" description="UPVC ceiling panel details." path={`/products/${productId}/${productSlug}`} />
      <ScaffoldSection remote="catalogue" heading={`Product ${productId}`} />
    </>
  );
}

/** Everything under /products/*; the catalogue team adds pages here without touching the shell. */
export function ProductRoutes() {
  return (
    <Routes>
      <Route index element={<ProductListPage />} />
      <Route path=":productId/:productSlug" element={<ProductDetailPage />} />
      <Route path="*" element={<ScaffoldSection remote="catalogue" heading="Product not found" />} />
    </Routes>
  );
}
