// A test run's own stand-ins: each wanted one on a free port (never the port the builds name, where
// `npm start`'s may run: issue 41, point 8), reached by the run's browsers through the forwarding
// proxy (proxy.mjs). The e2e harness (a composed site) and each remote's own suite (remote-e2e/) use it.
import { createServer } from 'node:net';
import { isWanted as databaseWanted } from './database.mjs';
import { isWanted as emailWanted } from './email.mjs';

/** `count` ports nothing listens on now, from the system (port 0), so two servers never share one. */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** The port of an origin (80 when it names none). */
const portOf = (origin) => Number(new URL(origin).port || 80);

/**
 * The environment a run's stand-ins start with: each wanted one on a port of its own, told the port
 * the builds name as its public one (the Host its pages send through the proxy), the e-mail's outbox
 * at `outbox`; only those named in `only`, when given. Also `forward`, the map from the builds' ports to theirs, for the proxy.
 */
export async function privateStandinEnv({ outbox, only, env = process.env }) {
  const named = (name) => !only || only.includes(name);
  const [emailPort, databasePort] = await freePorts(2);
  const standinEnv = { ...env };
  const forward = {};
  if (named('email') && emailWanted(env)) {
    const built = portOf(env.EMAILJS_ORIGIN || 'http://127.0.0.1:3010');
    Object.assign(standinEnv, {
      EMAILJS_ORIGIN: `http://127.0.0.1:${emailPort}`,
      EMAIL_STANDIN_PUBLIC_PORT: String(built),
      EMAIL_OUTBOX: outbox,
    });
    forward[built] = emailPort;
  }
  if (named('database') && databaseWanted(env)) {
    const built = Number((env.FIREBASE_EMULATOR_HOST || '127.0.0.1:3011').split(':').pop());
    Object.assign(standinEnv, {
      FIREBASE_EMULATOR_HOST: `127.0.0.1:${databasePort}`,
      FIREBASE_STANDIN_PUBLIC_PORT: String(built),
    });
    forward[built] = databasePort;
  }
  return { standinEnv, forward };
}
