// Which requests a local stand-in (email.mjs, and the database in ../database/localDatabase.cjs)
// answers. They listen on 127.0.0.1, but any web page the developer opens can still reach them
// through the browser: by a cross-site request (its Origin is then that page's), or by DNS rebinding
// (a name of the attacker's that now points to 127.0.0.1: the Origin and Host are then that name).
// So a request must be addressed to a loopback name with the stand-in's port, and come from no
// browser page (no Origin: a script or test on this machine) or from one of the site's local pages.
'use strict';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `name:port` where name is a loopback name and port is `port`, or one of them (the Host a local
 * request carries: the stand-in's own port, and the one its pages address it by through a forwarder,
 * see publicPortFrom).
 */
function isLoopbackHost(host, port) {
  if (typeof host !== 'string') return false;
  const m = /^(\[[^\]]*\]|[^:]*):(\d+)$/.exec(host);
  const ports = [port].flat();
  return Boolean(m && LOOPBACK_NAMES.has(m[1].toLowerCase()) && ports.includes(Number(m[2])));
}

/**
 * The port a stand-in's pages address it by when that is not the port it listens on, from `name`
 * in `env` (FIREBASE_STANDIN_PUBLIC_PORT, EMAIL_STANDIN_PUBLIC_PORT), or undefined: the end-to-end
 * suite runs its own stand-ins on free ports while the builds name 3010 and 3011 (where `npm start`
 * may run its own), and its browsers reach them through a forwarder that keeps the Host the page
 * sent (e2e/standinProxy.mjs).
 */
function publicPortFrom(env, name) {
  if (!env[name]) return undefined;
  const port = Number(env[name]);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name}: not a port: ${env[name]}`);
  return port;
}

/** An http: origin on a loopback name, any port: the site's pages, the remotes' QA pages, dev servers. */
function isLoopbackOrigin(origin) {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && LOOPBACK_NAMES.has(url.hostname) && url.origin === origin;
  } catch {
    return false;
  }
}

/**
 * STANDIN_ALLOWED_ORIGINS (comma-separated origins, e.g. `http://localhost:3000,http://localhost:3003`)
 * narrows the allowed pages to those exactly; unset, any loopback http origin is allowed.
 */
function allowedOriginsFrom(env = process.env) {
  const list = (env.STANDIN_ALLOWED_ORIGINS || '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (list.length === 0) return undefined;
  return list.map((o) => {
    if (!isLoopbackOrigin(o))
      throw new Error(`STANDIN_ALLOWED_ORIGINS: not a loopback http origin (http://localhost:<port>): ${o}`);
    return o;
  });
}

/**
 * Why a request to the stand-in on `port` is refused, or null when it may be answered.
 * @param {Record<string, string | string[] | undefined>} headers the request's headers (Node's, lower-case)
 * @param {{ port: number | number[], allowedOrigins?: string[] }} options `port`: its own (and its public one);
 *   `allowedOrigins` unset: any loopback origin
 */
function refusalOf(headers, { port, allowedOrigins }) {
  if (!isLoopbackHost(headers.host, port)) {
    const [first] = [port].flat();
    return `Host must be localhost:${first} or 127.0.0.1:${first}`;
  }
  const origin = headers.origin;
  if (origin === undefined) return null;
  const allowed = allowedOrigins ? allowedOrigins.includes(origin) : isLoopbackOrigin(origin);
  return allowed ? null : `Origin ${origin} is not one of the site's local pages`;
}

module.exports = { isLoopbackHost, isLoopbackOrigin, allowedOriginsFrom, publicPortFrom, refusalOf, LOOPBACK_NAMES };
