import { appAt } from '@ecopanel/build-tools/apps';
import { createAppConfig, type AppOptions } from '@ecopanel/build-tools/createAppConfig';
import { remoteConfigs } from '@ecopanel/build-tools/createServerConfig';
import { withDevStandin } from '@ecopanel/build-tools/devStandin';
import { CONFIG_ENV_VARS } from './src/settings';

const app: AppOptions = {
  dir: __dirname,
  app: appAt(__dirname),
  publicPath: 'auto',
  title: 'Quotation (standalone)',
  settings: CONFIG_ENV_VARS,
};
const config = createAppConfig(app);

// Its QA page (`npm run dev -w mfe-quotation`) sends to the local EmailJS stand-in.
export default remoteConfigs(
  app,
  withDevStandin(
    {
      ...config,
      // `rspack serve` lazily compiles dynamic imports (the emailjs chunk, the exposed page) unless told
      // otherwise; with publicPath 'auto' those chunks load from the wrong path and the QA page is blank.
      lazyCompilation: false,
    },
    'email',
  ),
);
