import { appAt } from '@ecopanel/build-tools/apps';
import { createAppConfig, type AppOptions } from '@ecopanel/build-tools/createAppConfig';
import { remoteConfigs } from '@ecopanel/build-tools/createServerConfig';
import { images } from './images.build';

const app: AppOptions = {
  dir: __dirname,
  app: appAt(__dirname),
  publicPath: 'auto',
  title: 'Resources (standalone)',
  images,
};

export default remoteConfigs(app, createAppConfig(app));
