// `npm run dev`: rspack dev servers with hot reload for every app, each on its port in apps.json.
import { spawn } from 'node:child_process';
import { APPS } from './apps.mjs';
import { ROOT } from './servers.mjs';

const children = APPS.map((app) =>
  spawn('npm', ['run', 'dev', '-w', app.dir], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
);
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
