import { createAppConfig } from '../build-tools/createAppConfig';
import { images } from './images.build';

export default createAppConfig({
  dir: __dirname,
  name: 'catalogue',
  devPort: 3001,
  publicPath: 'auto',
  title: 'Catalogue (standalone)',
  exposes: {
    './ProductRoutes': './src/exposes/ProductRoutes.tsx',
    './FeaturedProducts': './src/exposes/FeaturedProducts.tsx',
  },
  images,
});
