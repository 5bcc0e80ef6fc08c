import { createAppConfig } from 'build-tools/createAppConfig';
import { withDevStandin } from 'build-tools/devStandin';
import { CONFIG_ENV_VARS } from './src/settings';

const config = createAppConfig({
  dir: __dirname,
  name: 'impact',
  devPort: 3004,
  publicPath: 'auto',
  title: 'Impact (standalone)',
  exposes: {
    './ImpactMonitor': './src/exposes/ImpactMonitor.tsx',
  },
  settings: CONFIG_ENV_VARS,
});

// Its QA page (`npm run dev -w mfe-impact`) counts from the local database.
export default withDevStandin(config, 'database');
