export { FeaturedProducts as default } from '../components/FeaturedProducts/FeaturedProducts';
