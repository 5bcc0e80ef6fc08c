import { FeaturedProducts } from '../components/FeaturedProducts/FeaturedProducts';

/** The home page's featured products, in the page's language (src/i18n). */
export default function FeaturedProductsPart() {
  return <FeaturedProducts />;
}
