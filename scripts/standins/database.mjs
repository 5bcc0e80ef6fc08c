// The realtime database stand-in: the impact counter's database on 127.0.0.1 when the site is not
// configured for a real Firebase project. The server itself (firebase-server with the fixes the
// modular SDK needs, the seed record and the security rules) lives with the impact remote, in
// mfe-impact/server/localDatabase.cjs, which its tests use too.
import localDatabase from '../../mfe-impact/server/localDatabase.cjs';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Wanted unless FIREBASE_DATABASE_URL names a real (non-local) database. */
export function isWanted(env = process.env) {
  const url = env.FIREBASE_DATABASE_URL;
  if (!url) return true;
  try {
    return LOCAL_HOSTS.has(new URL(url).hostname);
  } catch {
    return true;
  }
}

/** host:port the site's build points at (siteConfig.firebase.emulatorHost). */
function portOf(env) {
  const hostPort = env.FIREBASE_EMULATOR_HOST || '127.0.0.1:3011';
  const port = Number(hostPort.split(':').pop());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`FIREBASE_EMULATOR_HOST has no port: ${hostPort}`);
  return port;
}

/** Starts the database; rejects with code EADDRINUSE when the port is taken. */
export async function start({ env = process.env, log = console.log } = {}) {
  const db = await localDatabase.startLocalDatabase({ host: '127.0.0.1', port: portOf(env) });
  log(`database stand-in: ${db.url} (seeded impactTracker, rules from mfe-impact/database.rules.json)`);
  return { name: 'database', url: db.url, stop: () => db.stop() };
}
