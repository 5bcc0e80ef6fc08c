import { createAppConfig } from '../build-tools/createAppConfig';

export default createAppConfig({
  dir: __dirname,
  name: 'resources',
  devPort: 3002,
  publicPath: 'auto',
  title: 'Resources (standalone)',
  exposes: {
    './ResourcesRoutes': './src/exposes/ResourcesRoutes.tsx',
  },
});
