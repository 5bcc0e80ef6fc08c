import { createAppConfig } from '../build-tools/createAppConfig';
import { images } from './images.build';

const config = createAppConfig({
  dir: __dirname,
  name: 'resources',
  devPort: 3002,
  publicPath: 'auto',
  title: 'Resources (standalone)',
  exposes: {
    './ResourcesRoutes': './src/exposes/ResourcesRoutes.tsx',
  },
  images,
});

export default config;
