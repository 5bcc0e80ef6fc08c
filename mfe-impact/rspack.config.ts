import { appAt } from '@ecopanel/build-tools/apps';
import { createAppConfig } from '@ecopanel/build-tools/createAppConfig';
import { withDevStandin } from '@ecopanel/build-tools/devStandin';
import { CONFIG_ENV_VARS } from './src/settings';

const config = createAppConfig({
  dir: __dirname,
  app: appAt(__dirname),
  publicPath: 'auto',
  title: 'Impact (standalone)',
  settings: CONFIG_ENV_VARS,
});

// Its QA page (`npm run dev -w mfe-impact`) counts from the local database, holding this remote's record under its rules.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export default withDevStandin(config, 'database', { database: require('./server/databaseStandin.cjs') });
