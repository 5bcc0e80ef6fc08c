// The stubbed machine of deploy/steps-*.test.mjs (the production runbook run end to end, DEPLOY.md):
// gcloud, firebase (run through npx), npm and docker replaced by stubs, first on PATH, that record
// their arguments; a production.json of its own; and the names the runbook's calls are made of.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIREBASE_TOOLS } from './steps.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = JSON.parse(readFileSync(path.join(ROOT, 'apps.json'), 'utf8')).apps;
export const REMOTES = APPS.filter((a) => a.name !== 'shell').map((a) => a.name);

/** A production.json of its own, so every name below comes from it and from nowhere else. */
export const PRODUCTION = {
  project: 'acme-prod',
  sites: Object.fromEntries(APPS.map((a) => [a.name, `acme-${a.name}`])),
  remotes: Object.fromEntries(REMOTES.map((r) => [r, `https://acme-${r}.web.app/mf-manifest.json`])),
  ssr: { serviceId: 'acme-ssr', region: 'europe-west1' },
  emailOrigin: 'https://api.emailjs.com',
  databaseUrl: 'https://acme-db.europe-west1.firebasedatabase.app',
};

const STUB = `#!/usr/bin/env node
const fs = require('node:fs');
const argv = process.argv.slice(2);
const call = { cmd: require('node:path').basename(process.argv[1]), argv };
if (argv.includes('--data-file=-')) call.stdin = fs.readFileSync(0, 'utf8');
if (process.env.RELEASES_FROM) call.RELEASES_FROM = process.env.RELEASES_FROM;
fs.appendFileSync(process.env.DEPLOY_CALLS, JSON.stringify(call) + '\\n');
const fail = process.env.DEPLOY_FAIL_ON;
process.exit(fail && argv.includes(fail) ? 3 : 0);
`;

/** A folder with the stubs and production.json; `run(args)` runs `npm run deploy -- args` with them, `recorded()` reads their calls. */
export function sandbox() {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-steps-'));
  for (const cmd of ['gcloud', 'npx', 'npm', 'docker']) {
    writeFileSync(path.join(dir, cmd), STUB);
    chmodSync(path.join(dir, cmd), 0o755);
  }
  const production = path.join(dir, 'production.json');
  writeFileSync(production, JSON.stringify(PRODUCTION));
  const calls = path.join(dir, 'calls.jsonl');
  writeFileSync(calls, '');
  const run = (args, extraEnv = {}) =>
    spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'deploy.mjs'), ...args, '--production', production, '--tag', 'c0ffee123456'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: {
          // The build's settings are the sequence's own: two set, the others unset.
          ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('SITE_'))),
          SITE_URL: 'https://www.acme.example',
          SITE_NAME: 'Acme $5 panels',
          PATH: `${dir}${path.delimiter}${process.env.PATH}`,
          DEPLOY_CALLS: calls,
          RELEASES_FROM: '',
          ...extraEnv,
        },
      },
    );
  const recorded = () =>
    readFileSync(calls, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  return { dir, run, recorded, close: () => rmSync(dir, { recursive: true, force: true }) };
}

export const P = PRODUCTION.project;
export const SA = `acme-ssr@${P}.iam.gserviceaccount.com`;
export const IMAGE = `europe-west1-docker.pkg.dev/${P}/ecopanel/acme-ssr:c0ffee123456`;
export const firebase = (...args) => ['npx', '-y', FIREBASE_TOOLS, ...args];
export const SECRETS = [
  ['SESSION_KEY', 'shell-ssr-session-key'],
  ['STATUS_TOKEN', 'shell-ssr-status-token'],
  ['PREVIEW_TOKEN', 'shell-ssr-preview-token'],
  ['SERVER_STATE_REFRESH_TOKEN', 'shell-ssr-database-refresh-token'],
  ['SERVER_STATE_API_KEY', 'shell-ssr-token-api-key'],
];
