// Starts and stops the production servers. Used by `npm start` and by the end-to-end suite, which
// stops single servers to prove the site fails soft.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { isLocalHost } from '@ecopanel/dev-tools/hosts';
import { shellLogFilter } from './lib/shellLog.mjs';
import { serverEnv } from './lib/serverEnv.mjs';
import { sharedStateEnv } from '@ecopanel/dev-tools/standins/database';
import { APPS, portsFrom, PRERENDER, REMOTES, remotesJson } from './apps.mjs';
import { contentSecurityPolicy, databaseConnectSources, remoteOriginsOf, serveConfig } from './serveConfig.mjs';

export { shellLogFilter };

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

/**
 * Where a site's deploy-time registry lives: one folder per site, named by the shell's port, so
 * `npm start`, `npm run bench` and the end-to-end suite can run from one checkout at once without
 * pointing each other's shell at their remotes (the build's `shell/dist/remotes.json` is not used).
 */
export const registryFileFor = (shellPort) => path.join(ROOT, '.tmp', 'sites', String(shellPort), 'remotes.json');

/** Writes one site's deploy-time files: its shell's remotes.json and each app's server rules for its ports. */
export function configure(ports, env = process.env) {
  const remotes = remotesJson(ports);
  const registryFile = registryFileFor(ports.shell);
  mkdirSync(path.dirname(registryFile), { recursive: true });
  // Written whole, then renamed: a running shell server never reads half a file.
  writeFileSync(`${registryFile}.tmp`, `${JSON.stringify(remotes, null, 2)}\n`);
  renameSync(`${registryFile}.tmp`, registryFile);
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
  return { remotes, csp, registryFile };
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

/**
 * Serves one app's dist with `serve`; resolves once it answers. The shell's server runs on
 * `SHELL_NODE` when set (CI runs its end-to-end tests on Node 24 too), else on this Node.
 * `onShellLog(line)` receives each line of the shell server's stdout; without it they are dropped,
 * unless SHELL_LOG is set (then each is printed). `env` adds to the server's environment.
 */
export async function startApp(name, port, { dir: distDir, onShellLog, env: extraEnv = {} } = {}) {
  // A leftover server would answer in place of the new one, with its old rules: refuse instead.
  if (await answers(port)) throw new Error(`port ${port} is already in use (a server left running?)`);
  const app = APPS.find((a) => a.name === name);
  if (!app) throw new Error(`unknown app ${name}`);
  const isShell = name === 'shell';
  const dist = distDir ?? path.join(ROOT, app.dir, 'dist');
  const config = path.join(ROOT, '.tmp', 'serve', `${name}-${port}.json`);
  if (!existsSync(config)) throw new Error(`call configure() before startApp (${config})`);
  const registry = registryFileFor(port);
  if (isShell && !existsSync(registry)) throw new Error(`call configure() before startApp (${registry})`);
  // The shell renders every page per request (shell/server.cjs); the remotes are static files.
  const args = isShell
    ? [path.join(ROOT, 'shell', 'server.cjs'), '--dist', dist, '--port', String(port), '--config', config]
    : [SERVE_BIN, dist, '-l', `tcp://127.0.0.1:${port}`, '-c', config, '--no-clipboard', '--no-port-switching'];
  if (isShell) args.push('--registry', registry);
  const logLine = onShellLog ?? (process.env.SHELL_LOG ? shellLogFilter({ all: true }) : null);
  const child = spawn(isShell ? process.env.SHELL_NODE || process.execPath : process.execPath, args, {
    cwd: ROOT,
    // The shell's server gets its production environment (shell/Dockerfile), unless this process's sets the same variable.
    env: {
      ...(isShell ? serverEnv(path.join(ROOT, 'shell', 'Dockerfile')) : {}),
      ...process.env,
      NO_UPDATE_CHECK: '1',
      ...(isShell ? sharedStateEnv() : {}),
      ...extraEnv,
    },
    stdio: ['ignore', isShell && logLine ? 'pipe' : 'ignore', 'inherit'],
  });
  if (isShell && logLine) createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', logLine);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  await Promise.race([
    // The shell's server is ready once it has loaded the remotes and rendered their pages once.
    waitForPort(port, 30000, isShell ? '/healthz' : '/index.html'),
    exited.then(() => {
      throw new Error(`server for ${name} exited (is port ${port} in use?)`);
    }),
  ]);
  return {
    name,
    port,
    pid: child.pid,
    url: `http://localhost:${port}`,
    /** Resolves with the exit code and signal once the server has ended. */
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts every app; returns handles keyed by app name. `onShellLog` as for startApp. */
export async function startAll(ports = portsFrom(), { onShellLog } = {}) {
  configure(ports);
  // The remotes first: the shell's server renders their pages once as it starts.
  const remotes = await Promise.all(REMOTES.map((a) => startApp(a.name, ports[a.name])));
  const shell = await startApp('shell', ports.shell, { onShellLog });
  return Object.fromEntries([...remotes, shell].map((h) => [h.name, h]));
}
