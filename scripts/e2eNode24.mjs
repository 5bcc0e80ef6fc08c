// `npm run test:node24`: the shell server's end-to-end tests again with the server on Node 24 LTS,
// the production runtime (shell/Dockerfile), next to the machine's Node. Node 24 comes from npm's
// `node` package (`npx -p node@24`), nothing else is downloaded. The tests and browser run on this
// Node; only the shell's server (scripts/servers.mjs startApp) runs on SHELL_NODE. Builds that exist
// are reused (run `npm run test:e2e` first for fresh ones). Arguments replace the default files.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { node24Path } from './lib/node24.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// release-sandbox: the render process's permission model has another flag on Node 24 (--permission).
const FILES = [
  'e2e/ssr-html.test.mjs',
  'e2e/ssr-hydration.test.mjs',
  'e2e/ssr-release.test.mjs',
  'e2e/server-resilience.test.mjs',
  'e2e/urls.test.mjs',
  'e2e/shutdown-drain.test.mjs',
  'e2e/shutdown-stuck.test.mjs',
  'e2e/release-sandbox.test.mjs',
];

const node24 = node24Path(ROOT);
const version = execFileSync(node24, ['--version'], { encoding: 'utf8' }).trim();
console.log(`shell server on Node ${version} (${node24}); tests on Node ${process.version}`);

const files = process.argv.slice(2);
const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'e2e.mjs'), ...(files.length ? files : FILES)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, SHELL_NODE: node24, E2E_SKIP_BUILD: '1' },
});
process.exit(result.status ?? 1);
