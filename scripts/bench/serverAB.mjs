// `node scripts/bench/serverAB.mjs <base> <head>`: the shell's server of two builds, each a folder
// holding `server.cjs`, `dist/` and `dist-server/` (for an earlier commit: `git worktree add
// /tmp/base <commit>`, link its node_modules folders to this checkout's, `npx rspack build` in its
// shell/, copy those three into a folder), against the same remotes, in interleaved rounds
// (autocannon, 50 connections): the cached product page and a new unknown product path every
// request (each a render). Then the second build with and without a 10% canary of the catalogue.
// A comparison of two commits in one run on one machine, which `npm run bench` (one build) is not.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { sharedStateEnv } from '@ecopanel/dev-tools/standins/database';
import { startSite } from '../../e2e/harness.mjs';
import { serverEnv } from '../lib/serverEnv.mjs';
import { ROOT } from '../servers.mjs';
import { bucketCookie, withCanary } from './canary.mjs';
import { loadRun, residentMemory } from './server.mjs';

const [baseDir, headDir] = process.argv.slice(2).map((dir) => path.resolve(dir));
if (!baseDir || !headDir) throw new Error('usage: node scripts/bench/serverAB.mjs <base build> <head build>');
const PRODUCT = '/products/1/maple-ceiling-sheet';
const seconds = Number(process.env.SECONDS_EACH || 10);
const rounds = Number(process.env.ROUNDS || 4);

const site = await startSite();
const port = site.ports.shell;
const page = `http://127.0.0.1:${port}${PRODUCT}`;
await site.stop('shell');

async function start(dir) {
  const args = [path.join(dir, 'server.cjs'), '--dist', path.join(dir, 'dist'), '--port', String(port)];
  args.push('--config', path.join(ROOT, '.tmp', 'serve', `shell-${port}.json`), '--registry', site.registryFile);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...serverEnv(path.join(ROOT, 'shell', 'Dockerfile')),
      ...process.env,
      RELEASE_CHECK_MS: '500',
      ...sharedStateEnv(),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 300; i += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (let i = 0; i < 20; i += 1) await (await fetch(page)).text();
  return { pid: child.pid, stop: () => (child.kill('SIGTERM'), exited) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = { base: [], head: [], 'no canary': [], '10% canary': [] };
let n = 0;
try {
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? ['head', 'base'] : ['base', 'head'];
    for (const variant of order) {
      const server = await start(variant === 'base' ? baseDir : headDir);
      const cached = await loadRun(page, { seconds });
      const rendered = await loadRun(page, { seconds, pathOf: () => `/products/${1000 + n++}/x`, expectStatus: 404 });
      const row = {
        cached: cached.requestsPerSecond,
        cachedP99: cached.p99,
        rendered: rendered.requestsPerSecond,
        renderedP99: rendered.p99,
        errors: cached.errors + rendered.errors,
        rss: residentMemory(server.pid),
      };
      rows[variant].push(row);
      console.log(variant, JSON.stringify(row));
      await server.stop();
    }
  }
  const server = await start(headDir);
  try {
    const visitors = () => loadRun(page, { seconds, cookieOf: (i) => bucketCookie(i % 100) });
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 ? ['10% canary', 'no canary'] : ['no canary', '10% canary'];
      for (const variant of order) {
        const r =
          variant === 'no canary'
            ? await visitors()
            : await withCanary(
                { site: site.servers, port: site.ports.catalogue, pageUrl: page, percent: 10 },
                visitors,
              );
        rows[variant].push({ cached: r.requestsPerSecond, cachedP99: r.p99, errors: r.errors });
        console.log(variant, JSON.stringify(rows[variant].at(-1)));
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`\nmedian of ${rounds} rounds, ${seconds} s each:`);
  for (const [variant, list] of Object.entries(rows)) {
    const pick = (key) => median(list.map((row) => row[key]));
    console.log(
      `${variant}: cached ${Math.round(pick('cached'))} req/s (p99 ${pick('cachedP99')} ms)` +
        (list[0]?.rendered === undefined
          ? ''
          : `; rendered ${Math.round(pick('rendered'))} req/s (p99 ${pick('renderedP99')} ms); RSS ${Math.round(pick('rss') / 2 ** 20)} MiB`) +
        `; errors ${list.reduce((sum, row) => sum + row.errors, 0)}`,
    );
  }
} finally {
  site.servers.shell = { stop: async () => {} };
  await site.close();
}
