import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appAt } from 'build-tools/apps';
import { createAppConfig } from 'build-tools/createAppConfig';
import { CONFIG_ENV_VARS } from './src/settings';

const config = createAppConfig({
  dir: __dirname,
  app: appAt(__dirname),
  publicPath: 'auto',
  title: 'Impact (standalone)',
  settings: CONFIG_ENV_VARS,
});

interface DatabaseStandin {
  isWanted(env: NodeJS.ProcessEnv): boolean;
  start(options: { env: NodeJS.ProcessEnv; log: (line: string) => void }): Promise<{ url: string }>;
}

/**
 * `npm run dev -w mfe-impact` is the widget's QA page: its counter needs a database, so the local
 * realtime database server starts with the dev server (unless the build points at a real Firebase
 * project, or one already runs on its port).
 */
async function startDatabaseStandin(): Promise<void> {
  const file = pathToFileURL(path.join(__dirname, '..', 'scripts', 'standins', 'database.mjs')).href;
  const standin = (await import(file)) as DatabaseStandin;
  if (!standin.isWanted(process.env)) return;
  try {
    await standin.start({ env: process.env, log: console.log });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.log('database stand-in: port in use, using the one already running');
  }
}

export default {
  ...config,
  devServer: {
    ...config.devServer,
    onListening: () => {
      startDatabaseStandin().catch((error: unknown) => console.error('database stand-in did not start:', error));
    },
  },
};
