// Which requests a local stand-in (email.mjs, and the database in ../database/localDatabase.cjs)
// answers. They listen on 127.0.0.1, but any web page the developer opens can still reach them
// through the browser: by a cross-site request (its Origin is then that page's), or by DNS rebinding
// (a name of the attacker's that now points to 127.0.0.1: the Origin and Host are then that name).
// So a request must be addressed to a loopback name with the stand-in's port, and come from no
// browser page (no Origin: a script or test on this machine) or from one of the site's local pages.
'use strict';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `name:port` where name is a loopback name and port is `port` (the Host a local request carries). */
function isLoopbackHost(host, port) {
  if (typeof host !== 'string') return false;
  const m = /^(\[[^\]]*\]|[^:]*):(\d+)$/.exec(host);
  return Boolean(m && LOOPBACK_NAMES.has(m[1].toLowerCase()) && Number(m[2]) === port);
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
 * @param {{ port: number, allowedOrigins?: string[] }} options `allowedOrigins` unset: any loopback origin
 */
function refusalOf(headers, { port, allowedOrigins }) {
  if (!isLoopbackHost(headers.host, port)) return `Host must be localhost:${port} or 127.0.0.1:${port}`;
  const origin = headers.origin;
  if (origin === undefined) return null;
  const allowed = allowedOrigins ? allowedOrigins.includes(origin) : isLoopbackOrigin(origin);
  return allowed ? null : `Origin ${origin} is not one of the site's local pages`;
}

module.exports = { isLoopbackHost, isLoopbackOrigin, allowedOriginsFrom, refusalOf, LOOPBACK_NAMES };
