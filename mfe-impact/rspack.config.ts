import { createAppConfig } from '../build-tools/createAppConfig';
import { withDevStandin } from '../build-tools/devStandin';

const config = createAppConfig({
  dir: __dirname,
  name: 'impact',
  devPort: 3004,
  publicPath: 'auto',
  title: 'Impact (standalone)',
  exposes: {
    './ImpactMonitor': './src/exposes/ImpactMonitor.tsx',
  },
});

// Its QA page (`npm run dev -w mfe-impact`) counts from the local database.
export default withDevStandin(config, 'database');
