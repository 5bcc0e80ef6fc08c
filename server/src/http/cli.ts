import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appNamed, SHELL_NAME } from '@ecopanel/shell/data/apps';
import { CLOSE_MS, DRAIN_MS, event, startShellServer, type ServeConfig } from './main';

/** The longest a stop may take from the signal (8 s: Cloud Run kills 10 s after SIGTERM), with room to exit. */
const STOP_MS = Math.max(DRAIN_MS + CLOSE_MS + 500, 7_500);

/**
 * `node shell/server.cjs --port 3000 --dist shell/dist --config serve.json [--registry remotes.json]`
 * (the port defaults to PORT, then the shell's in apps.json; the registry to `<dist>/remotes.json`).
 * SIGTERM or SIGINT drains the server (see ShellServer.drain) and exits 0.
 */
export async function main(argv: string[]): Promise<void> {
  const arg = (name: string, fallback?: string) => {
    const i = argv.indexOf(`--${name}`);
    const value = i >= 0 ? argv[i + 1] : fallback;
    if (value === undefined) throw new Error(`missing --${name}`);
    return value;
  };
  const dist = path.resolve(arg('dist'));
  const config = JSON.parse(readFileSync(arg('config'), 'utf8')) as ServeConfig & { pageHeaderSources?: string[] };
  const port = Number(arg('port', process.env.PORT ?? String(appNamed(SHELL_NAME).port)));
  const registryFile = path.resolve(arg('registry', path.join(dist, 'remotes.json')));
  const shell = await startShellServer({
    port,
    host: arg('host', '127.0.0.1'),
    dist,
    config,
    pageHeaderSources: config.pageHeaderSources ?? ['**'],
    registryFile,
  });
  const stop = (signal: NodeJS.Signals) => {
    event(
      'INFO',
      `${signal}: draining (no new connections; requests in flight finish, ${DRAIN_MS / 1000} s at most; the whole stop 8 s at most)`,
    );
    // Cloud Run kills the instance 10 s after SIGTERM: whatever still hangs at STOP_MS (the drain
    // ends by DRAIN_MS + CLOSE_MS, 7 s) does not hold the exit.
    setTimeout(() => {
      event('ERROR', `the drain did not end within ${STOP_MS} ms, exiting`);
      process.exit(1);
    }, STOP_MS).unref();
    shell.drain().then(
      () => {
        event('INFO', 'drained, exiting');
        process.exit(0);
      },
      (error: unknown) => {
        event('ERROR', `the drain failed: ${(error as Error)?.stack ?? String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  event(
    'INFO',
    `shell server (Node ${process.version}, rendering every page) on http://localhost:${port}, registry ${registryFile}`,
  );
}
