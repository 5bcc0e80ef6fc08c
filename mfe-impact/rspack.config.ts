import { createAppConfig } from '../build-tools/createAppConfig';

export default createAppConfig({
  dir: __dirname,
  name: 'impact',
  devPort: 3004,
  publicPath: 'auto',
  title: 'Impact (standalone)',
  exposes: {
    './ImpactMonitor': './src/exposes/ImpactMonitor.tsx',
  },
});
