import { createAppConfig, type AppOptions } from 'build-tools/createAppConfig';
import { remoteConfigs } from 'build-tools/createServerConfig';
import { images } from './images.build';

const app: AppOptions = {
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
};

export default remoteConfigs(app, createAppConfig(app));
