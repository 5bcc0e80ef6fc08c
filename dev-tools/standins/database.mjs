// The realtime database stand-in: the impact counter's database on 127.0.0.1 when the site is not
// configured for a real Firebase project. The server is ../database/localDatabase.cjs (firebase-server
// with the fixes the modular SDK needs); what it holds and enforces (seed and security rules) is the
// caller's `database` option: the impact remote's, from mfe-impact/server/databaseStandin.cjs.
//
// FIREBASE_STANDIN_SHARD_HOST (`localhost:3011`, the stand-in's other loopback name) makes it hand
// that host out in its handshake, as the real database hands out a shard host, and send clients
// there: the site must then work through the CSP's shard rule (e2e/csp.test.mjs).
// STANDIN_ALLOWED_ORIGINS narrows the pages that may connect (default: any local http page).
// FIREBASE_STANDIN_PUBLIC_PORT: the port pages address it by when a forwarder that keeps their Host
// sends them on to the port it listens on (a test run's own stand-ins, proxy.mjs).
import localDatabase from '../database/localDatabase.cjs';
import { isLocalHost } from '../hosts.cjs';
import localRequest from './localRequest.cjs';

/** Wanted unless FIREBASE_DATABASE_URL names a real (non-local) database. */
export function isWanted(env = process.env) {
  const url = env.FIREBASE_DATABASE_URL;
  if (!url) return true;
  try {
    return isLocalHost(new URL(url).hostname);
  } catch {
    return true;
  }
}

/** host:port the site's build points at (mfe-impact/src/settings.ts emulatorHost). */
function portOf(env) {
  const hostPort = env.FIREBASE_EMULATOR_HOST || '127.0.0.1:3011';
  const port = Number(hostPort.split(':').pop());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`FIREBASE_EMULATOR_HOST has no port: ${hostPort}`);
  return port;
}

/**
 * Where the shell's server keeps what its instances share (canaries, field figures) when the site
 * runs locally: this stand-in's REST API, unless SERVER_STATE_DATABASE_URL names another database.
 */
export function sharedStateEnv(env = process.env) {
  if (env.SERVER_STATE_DATABASE_URL || !isWanted(env)) return {};
  return {
    SERVER_STATE_DATABASE_URL: `http://127.0.0.1:${portOf(env)}`,
    SERVER_STATE_TOKEN: env.SERVER_STATE_TOKEN || localDatabase.LOCAL_SERVER_TOKEN,
  };
}

/**
 * Starts the database with `database`'s rules, seed and the shell's server's identity (`{ what,
 * rules(), seed(), serverAuth }`); rejects with code EADDRINUSE when the port is taken.
 */
export async function start({ env = process.env, log = console.log, database } = {}) {
  if (!database) throw new TypeError('the database stand-in needs the rules and seed of the app it stands in for');
  const publicPort = localRequest.publicPortFrom(env, 'FIREBASE_STANDIN_PUBLIC_PORT');
  const db = await localDatabase.startLocalDatabase({
    rules: database.rules(),
    data: database.seed(),
    host: '127.0.0.1',
    port: portOf(env),
    shardHost: env.FIREBASE_STANDIN_SHARD_HOST || undefined,
    allowedOrigins: localRequest.allowedOriginsFrom(env),
    // Who the shell's server is to the rules (its REST requests carry SERVER_STATE_TOKEN).
    serverAuth: database.serverAuth ?? null,
    // The port the site's pages address it by, when a forwarder sends them on from there (e2e suite).
    publicPort,
  });
  const shard =
    db.shardHost === `${db.host}:${publicPort ?? db.port}` ? '' : `, handing out the shard host ${db.shardHost}`;
  log(`database stand-in: ${db.url} (${database.what}${shard})`);
  return { name: 'database', url: db.url, stop: () => db.stop() };
}
