import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appAt } from 'build-tools/apps';
import { createAppConfig, type AppOptions } from 'build-tools/createAppConfig';
import { remoteConfigs } from 'build-tools/createServerConfig';
import { CONFIG_ENV_VARS } from './src/settings';

const app: AppOptions = {
  dir: __dirname,
  app: appAt(__dirname),
  publicPath: 'auto',
  title: 'Quotation (standalone)',
  settings: CONFIG_ENV_VARS,
};
const config = createAppConfig(app);

interface EmailStandin {
  isWanted(env: NodeJS.ProcessEnv): boolean;
  start(options: { env: NodeJS.ProcessEnv; log: (line: string) => void }): Promise<{ url: string }>;
}

/**
 * `npm run dev -w mfe-quotation` is the form's QA page: it needs somewhere to send, so the local
 * EmailJS stand-in starts with the dev server (unless the build points at a real EmailJS account,
 * or one already runs on its port).
 */
async function startEmailStandin(): Promise<void> {
  const file = pathToFileURL(path.join(__dirname, '..', 'scripts', 'standins', 'email.mjs')).href;
  const standin = (await import(file)) as EmailStandin;
  if (!standin.isWanted(process.env)) return;
  try {
    await standin.start({ env: process.env, log: console.log });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.log('email stand-in: port in use, using the one already running');
  }
}

export default remoteConfigs(app, {
  ...config,
  // `rspack serve` lazily compiles dynamic imports (the emailjs chunk, the exposed page) unless told
  // otherwise; with publicPath 'auto' those chunks load from the wrong path and the QA page is blank.
  lazyCompilation: false,
  devServer: {
    ...config.devServer,
    onListening: () => {
      startEmailStandin().catch((error: unknown) => console.error('email stand-in did not start:', error));
    },
  },
});
