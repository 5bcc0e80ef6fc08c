// Starts and stops the production servers. Used by `npm start` and by the end-to-end suite, which
// stops single servers to prove the site fails soft.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLocalHost } from './lib/hosts.cjs';
import { APPS, portsFrom, PRERENDER, REMOTES, remotesJson } from './apps.mjs';
import { contentSecurityPolicy, databaseConnectSources, remoteOriginsOf, serveConfig } from './serveConfig.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVE_BIN = path.join(ROOT, 'node_modules', 'serve', 'build', 'main.js');

/** Builds the apps whose dist is missing (or all of them with `force`). */
export function buildMissing({ force = false, log = console.log } = {}) {
  for (const app of APPS) {
    if (!force && existsSync(path.join(ROOT, app.dir, 'dist', 'index.html'))) continue;
    log(`Building ${app.dir} ...`);
    const result = spawnSync('npm', ['run', 'build', '-w', app.dir], { cwd: ROOT, stdio: 'inherit', env: process.env });
    if (result.status !== 0) throw new Error(`build of ${app.dir} failed`);
  }
}

/**
 * What the CSP must allow for the impact counter's database: a real project's (FIREBASE_DATABASE_URL
 * off this machine) or the local stand-in's (FIREBASE_EMULATOR_HOST), by the one shard rule.
 */
export function databaseOrigins(env = process.env) {
  const url = env.FIREBASE_DATABASE_URL ? new URL(env.FIREBASE_DATABASE_URL) : null;
  if (url && !isLocalHost(url.hostname)) return databaseConnectSources(env.FIREBASE_DATABASE_URL);
  return databaseConnectSources(`http://${env.FIREBASE_EMULATOR_HOST || '127.0.0.1:3011'}`);
}

/** Writes the deploy-time files: the shell's remotes.json and each app's server rules. */
export function configure(ports, env = process.env) {
  const remotes = remotesJson(ports);
  writeFileSync(path.join(ROOT, 'shell', 'dist', 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
  const remoteOrigins = remoteOriginsOf(remotes);
  const csp = contentSecurityPolicy({
    remoteOrigins,
    emailOrigin: env.EMAILJS_ORIGIN || 'http://127.0.0.1:3010',
    databaseSources: databaseOrigins(env),
  });
  const dir = path.join(ROOT, '.tmp', 'serve');
  mkdirSync(dir, { recursive: true });
  for (const app of APPS) {
    const file = path.join(dir, `${app.name}-${ports[app.name]}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        serveConfig({ isShell: app.name === 'shell', csp, prerender: PRERENDER, remoteOrigins, plainHttp: true }),
        null,
        2,
      ),
    );
  }
  return { remotes, csp };
}

async function waitForPort(port, timeoutMs = 30000, path = '/index.html') {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answered on port ${port}`);
}

async function answers(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Serves one app's dist with `serve`; resolves once it answers. */
export async function startApp(name, port, { dir: distDir } = {}) {
  // A leftover server would answer in place of the new one, with its old rules: refuse instead.
  if (await answers(port)) throw new Error(`port ${port} is already in use (a server left running?)`);
  const app = APPS.find((a) => a.name === name);
  if (!app) throw new Error(`unknown app ${name}`);
  const dist = distDir ?? path.join(ROOT, app.dir, 'dist');
  const config = path.join(ROOT, '.tmp', 'serve', `${name}-${port}.json`);
  if (!existsSync(config)) throw new Error(`call configure() before startApp (${config})`);
  // The shell renders every page per request (shell/server.cjs); the remotes are static files.
  const args =
    name === 'shell'
      ? [path.join(ROOT, 'shell', 'server.cjs'), '--dist', dist, '--port', String(port), '--config', config]
      : [SERVE_BIN, dist, '-l', `tcp://127.0.0.1:${port}`, '-c', config, '--no-clipboard', '--no-port-switching'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NO_UPDATE_CHECK: '1' },
    stdio: ['ignore', name === 'shell' && process.env.SHELL_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    // The shell's server is ready once it has loaded the remotes and rendered their pages once.
    waitForPort(port, 30000, name === 'shell' ? '/healthz' : '/index.html'),
    exited.then(() => {
      throw new Error(`server for ${name} exited (is port ${port} in use?)`);
    }),
  ]);
  return {
    name,
    port,
    pid: child.pid,
    url: `http://localhost:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts every app; returns handles keyed by app name. */
export async function startAll(ports = portsFrom()) {
  configure(ports);
  // The remotes first: the shell's server renders their pages once as it starts.
  const remotes = await Promise.all(REMOTES.map((a) => startApp(a.name, ports[a.name])));
  const shell = await startApp('shell', ports.shell);
  return Object.fromEntries([...remotes, shell].map((h) => [h.name, h]));
}
