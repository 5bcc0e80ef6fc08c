import { ProductRoutes } from '../pages/ProductRoutes';

/** Everything under /products/*, in the page's language (src/i18n); what is still English says so itself. */
export default function ProductRoutesPart() {
  return <ProductRoutes />;
}
