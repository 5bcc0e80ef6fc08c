import { createAppConfig } from '../build-tools/createAppConfig';

export default createAppConfig({
  dir: __dirname,
  name: 'quotation',
  devPort: 3003,
  publicPath: 'auto',
  title: 'Quotation (standalone)',
  exposes: {
    './ContactPage': './src/exposes/ContactPage.tsx',
  },
});
