import { Untranslated } from 'shared-ui';
import { FeaturedProducts } from '../components/FeaturedProducts/FeaturedProducts';

/** Until this part's text is in its catalog (issue 25), it is English on every page, and says so. */
export default function FeaturedProductsPart() {
  return (
    <Untranslated>
      <FeaturedProducts />
    </Untranslated>
  );
}
