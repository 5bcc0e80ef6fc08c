import { Untranslated } from 'shared-ui';
import { ProductRoutes } from '../pages/ProductRoutes';

/** Until this part's text is in its catalog (issue 25), it is English on every page, and says so. */
export default function ProductRoutesPart() {
  return (
    <Untranslated>
      <ProductRoutes />
    </Untranslated>
  );
}
