import path from 'node:path';
import { createAppConfig } from '../build-tools/createAppConfig';
import { SitemapPlugin } from '../build-tools/sitemap';

const config = createAppConfig({
  dir: __dirname,
  name: 'shell',
  devPort: 3000,
  publicPath: '/',
  title: 'EcoPanel',
});

// No remote URL is compiled in: remotes are registered at runtime from public/remotes.json.
config.plugins!.push(
  new SitemapPlugin({
    siteUrl: process.env.SITE_URL || 'http://localhost:3000',
    appDirs: ['shell', 'mfe-catalogue', 'mfe-resources', 'mfe-quotation'].map((d) => path.join(__dirname, '..', d)),
  }),
);

export default config;
