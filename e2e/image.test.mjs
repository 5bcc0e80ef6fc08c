import { test, note } from './fixtures.mjs';
// The server's image (issue 41, points 2 and 5) without Docker: its runtime stage's files, laid out
// as shell/Dockerfile's COPY steps and its `npm ci --omit=dev -w shell` lay them out (the packages
// copied from this checkout's install, by the lockfile's locations, each checked against the version
// the lockfile pins), started with the Dockerfile's ENV and CMD on Node 24, as a user who may write
// nothing there (USER node, the files root's). The remotes are this checkout's builds on local
// servers, named in the image's shell/dist/remotes.json as an operator would name them.
// scripts/lib/dockerImage.test.mjs checks the build context against the build stage's COPY steps.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { node24Path } from '../scripts/lib/node24.mjs';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from './harness.mjs';
import { configure, ROOT, startApp } from '../scripts/servers.mjs';
import { APPS, REMOTES } from '../scripts/apps.mjs';
import { readProduction, shellServerRules } from '../scripts/deployConfig.mjs';
import {
  installFromCheckout,
  parseDockerfile,
  requiredPackages,
  runtimeCopies,
  sizeOf,
} from '../scripts/lib/dockerImage.mjs';
import { dockerfileEnv } from '../scripts/lib/serverEnv.mjs';

const PRODUCT = '/products/1/maple-ceiling-sheet';
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const stages = parseDockerfile(read('shell/Dockerfile'));
const runtime = stages.at(-1);
const shellManifest = JSON.parse(read('shell/package.json'));
const MiB = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Every `.js`/`.cjs` file under `dir`. */
const scripts = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .filter((file) => /\.c?js$/.test(file))
        .map((file) => path.join(dir, file))
    : [];

test("the shell's dependencies are exactly the packages its server requires", () => {
  const files = [path.join(ROOT, 'shell', 'server.cjs'), ...scripts(path.join(ROOT, 'shell', 'dist-server'))];
  assert.ok(
    files.some((file) => file.endsWith(path.join('dist-server', 'server.cjs'))),
    'npm run build -w shell',
  );
  const required = new Set(files.flatMap((file) => [...requiredPackages(readFileSync(file, 'utf8'), builtinModules)]));
  assert.deepEqual([...required].sort(), Object.keys(shellManifest.dependencies).sort());
  // The remotes' server code runs in the render process and finds its packages in the shell's
  // node_modules: it requires nothing the image lacks (today Node's builtins alone).
  const remotes = REMOTES.flatMap((app) => scripts(path.join(ROOT, app.dir, 'dist', 'server')));
  assert.ok(remotes.length > 0, 'the remotes are built');
  for (const file of remotes) {
    for (const name of requiredPackages(readFileSync(file, 'utf8'), builtinModules)) {
      assert.ok(name in shellManifest.dependencies, `${path.relative(ROOT, file)} requires ${name}`);
    }
  }
});

test('the runtime stage starts the server on Node 24: /livez and a product page answer 200', async () => {
  test.setTimeout(90_000);
  const node24 = node24Path(ROOT);

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ecopanel-image-'));
  const workdir = runtime.instructions.find((i) => i.keyword === 'WORKDIR').args.trim();
  const app = path.join(tmp, workdir);
  const servers = [];
  let server;
  try {
    // The files the runtime stage copies: from the context, or from the build stage, which is this
    // checkout built in place, except for what the build stage's last RUN makes from
    // deploy/production.json (its server rules; the registry is replaced below).
    const made = {
      '.tmp/serve/shell-production.json': `${JSON.stringify(shellServerRules(readProduction()), null, 2)}\n`,
    };
    for (const { from, source, target } of runtimeCopies(stages)) {
      const to = path.join(app, target);
      mkdirSync(path.dirname(to), { recursive: true });
      if (from && source in made) writeFileSync(to, made[source]);
      else {
        assert.ok(existsSync(path.join(ROOT, source)), `${source}: build it first (npm run build -w shell)`);
        cpSync(path.join(ROOT, source), to, { recursive: true });
      }
    }
    // `npm ci --omit=dev -w <workspace>`, as the runtime stage's RUN says.
    const run = runtime.instructions.find((i) => i.keyword === 'RUN').args;
    const [, workspace] = /^npm ci --omit=dev .*-w (\S+)/.exec(run);
    const installed = installFromCheckout({
      root: ROOT,
      lock: JSON.parse(read('package-lock.json')),
      workspace,
      manifest: JSON.parse(readFileSync(path.join(app, workspace, 'package.json'), 'utf8')),
      dir: app,
    });
    const bytes = {
      all: sizeOf(app),
      modules: sizeOf(path.join(app, 'node_modules')) + sizeOf(path.join(app, 'shell', 'node_modules')),
    };
    note(
      `runtime stage's own files: ${MiB(bytes.all)} (${installed.length} packages, ${MiB(bytes.modules)}), on the base image`,
    );
    console.log(`image: ${MiB(bytes.all)} copied and installed, ${installed.length} packages in ${MiB(bytes.modules)}`);

    // The remotes, and the image's registry naming them (the build stage's names production's).
    const free = await freePorts(APPS.length);
    const ports = Object.fromEntries(APPS.map((a, i) => [a.name, free[i]]));
    const { remotes } = configure(ports);
    writeFileSync(path.join(app, 'shell', 'dist', 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
    for (const remote of REMOTES) servers.push(await startApp(remote.name, ports[remote.name]));

    // USER node over files root owns: here, root runs the server as nobody with Node 24 linked in.
    const bin = path.join(tmp, 'bin');
    mkdirSync(bin);
    try {
      linkSync(node24, path.join(bin, 'node'));
    } catch {
      copyFileSync(node24, path.join(bin, 'node'));
      chmodSync(path.join(bin, 'node'), 0o755);
    }
    chmodSync(tmp, 0o755);
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const cmd = JSON.parse(runtime.instructions.findLast((i) => i.keyword === 'CMD').args);
    const log = [];
    server = spawn(cmd[0], cmd.slice(1), {
      cwd: app,
      env: {
        PATH: `${bin}:/usr/local/bin:/usr/bin:/bin`,
        HOME: tmp,
        ...dockerfileEnv(read('shell/Dockerfile')),
        PORT: String(ports.shell),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...asNobody,
    });
    for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => log.push(String(chunk)));
    const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
    const url = (p) => `http://127.0.0.1:${ports.shell}${p}`;
    const until = Date.now() + 45_000;
    for (;;) {
      const status = await fetch(url('/healthz')).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) break;
      if (server.exitCode !== null || Date.now() > until) assert.fail(`the server never got ready:\n${log.join('')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    assert.equal((await fetch(url('/livez'))).status, 200);
    const product = await fetch(url(PRODUCT));
    const html = await product.text();
    assert.equal(product.status, 200, log.join(''));
    assert.match(html, /Specification/, 'the catalogue rendered the product on the server');
    assert.match(html, /application\/ld\+json[^>]*>\{[^<]*"@type":"Product"/);
    assert.match(
      product.headers.get('content-security-policy') ?? '',
      /ecopanel-catalogue\.web\.app/,
      "production's rules (shell/serve.json)",
    );
    server.kill('SIGTERM');
    assert.deepEqual(await exited, { code: 0, signal: null }, log.join(''));
  } finally {
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(tmp, { recursive: true, force: true });
  }
});
