import { createAppConfig, type AppOptions } from 'build-tools/createAppConfig';
import { remoteConfigs } from 'build-tools/createServerConfig';
import { images } from './images.build';

const app: AppOptions = {
  dir: __dirname,
  name: 'resources',
  devPort: 3002,
  publicPath: 'auto',
  title: 'Resources (standalone)',
  exposes: {
    './ResourcesRoutes': './src/exposes/ResourcesRoutes.tsx',
  },
  images,
};

export default remoteConfigs(app, createAppConfig(app));
