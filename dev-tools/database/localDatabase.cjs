// A local Firebase Realtime Database for development and tests: `firebase-server` (the wire protocol
// the Firebase SDK speaks, with security rules evaluated by targaryen), plus what it lacks for the
// modular SDK this site uses. One wrapper, used by `npm start` (standins/database.mjs) and by the
// impact remote's integration and rules tests, so what the tests prove is what the site talks to.
// What it holds and enforces is the caller's (mfe-impact/server/databaseStandin.cjs for the site).
//
// What is added to firebase-server 1.1.0:
// - `get()` (wire action 'g'), which it never answers, so the SDK's `get()` would hang;
// - unlisten (action 'n') and clean-up of a connection's listeners when it closes (it keeps every
//   listener of every past connection and serialises each write for all of them);
// - a plain HTTP answer, and a listening error that rejects with its `code` (EADDRINUSE);
// - the handshake names this server's own host:port, because the SDK reconnects to that host; or,
//   with `shardHost`, the server's other loopback name, as the real database names a shard host in
//   its handshake (and tells a client that came in by another name to go there at once, `r`), so
//   the site's CSP is tested against a database that moves its clients;
// - `setClock` pins the server's time (the rules' `now`, ServerValue.TIMESTAMP and the handshake's
//   time alike), so tests of the counter's 2 s rate limit need not sleep;
// - only this machine's requests: the Host must be a loopback name with this port and an Origin, if
//   any, a local page of the site (standins/localRequest.cjs); others get 403, so no other
//   web page can write to it, directly or by rebinding a name of its own to 127.0.0.1;
// - a malformed message, or a path or key with `.`, `#`, `$`, `[`, `]` or a control character (on
//   which firebase-server throws, ending the process), is answered with an error to that client.
'use strict';

const http = require('node:http');
const FirebaseServer = require('firebase-server');
const localRequest = require('../standins/localRequest.cjs');

/**
 * What the shell's server presents to this stand-in's REST API (SERVER_STATE_TOKEN): a name, not a
 * secret; only this machine can reach the stand-in, and never from a web page.
 */
const LOCAL_ADMIN_TOKEN = 'local-stand-in';

/** 'impactTracker/count' from '/impactTracker/count' (firebase-server's own normalisation). */
const normalizePath = (p) =>
  String(p || '')
    .replace(/^\/+/, '')
    .replace(/\/+$/, '');

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** The SDK's own frames are at most 16384 characters; a message may span several. */
const MAX_FRAME_BYTES = 256 * 1024;
const MAX_MESSAGE_CHARS = 1024 * 1024;

/**
 * `name` or `name:port` for the stand-in listening on `port`: `name:port`, or throws when that is
 * not this very server under a loopback name (the SDK would follow the handshake there).
 */
function shardHostFor(shardHost, port) {
  const full = /:\d+$/.test(shardHost) ? shardHost : `${shardHost}:${port}`;
  if (!localRequest.isLoopbackHost(full, port)) {
    throw new Error(
      `the shard host must be a loopback name of this server (localhost:${port} or 127.0.0.1:${port}): ${shardHost}`,
    );
  }
  return full.toLowerCase();
}

/**
 * Starts a database on host:port (port 0 picks a free one).
 * @param {{ host?: string, port?: number, data?: object | null, rules: object | false, shardHost?: string, allowedOrigins?: string[], adminToken?: string }} options
 *   `data` is the initial content (default `null`: an empty database);
 *   `rules` the security rules the real database enforces; `false` leaves it open (never in the site);
 *   `shardHost` (`localhost` or `localhost:<port>`) is the host the handshake hands out;
 *   `allowedOrigins` the pages that may connect (default: any loopback http origin).
 * @returns {Promise<{ url: string, host: string, port: number, shardHost: string, server: FirebaseServer, getValue(p?: string): Promise<unknown>, setClock(ms: number | null): void, listenerCount(): number, stop(): Promise<void> }>}
 */
async function startLocalDatabase({
  host = '127.0.0.1',
  port = 3011,
  data = null,
  rules,
  shardHost,
  allowedOrigins,
  adminToken = process.env.SERVER_STATE_TOKEN || LOCAL_ADMIN_TOKEN,
} = {}) {
  // No default: a stand-in without the real rules would let through what the real database refuses.
  if (rules === undefined)
    throw new TypeError('startLocalDatabase needs the rules the real database enforces (or false)');
  const ruleset = rules;
  const refusal = (req) => localRequest.refusalOf(req.headers, { port: http1.address().port, allowedOrigins });
  const http1 = http.createServer((req, res) => {
    const refused = refusal(req);
    if (!refused && answerRest(req, res)) return;
    res.writeHead(refused ? 403 : 200, {
      'content-type': 'text/plain; charset=utf-8',
      ...(refused ? { connection: 'close' } : {}),
    });
    // Only WebSocket upgrades are the protocol; anything else gets a short, honest answer.
    res.end(refused ? `${refused}\n` : 'Local Firebase Realtime Database stand-in (WebSocket protocol only).\n');
  });
  /**
   * The REST API (`GET`/`PUT /server/<path>.json?access_token=`) as the shell's server uses it for
   * what its instances share (shell/src/ssr/sharedState.ts): only under `server/`, which no rule
   * opens to browsers, with the admin token, and never from a web page (a request with an Origin).
   */
  function answerRest(req, res) {
    const url = new URL(req.url || '/', 'http://stand-in');
    const match = /^\/(server(?:\/[A-Za-z0-9_@-]+)*)\.json$/.exec(url.pathname);
    if (!match || req.headers.origin) return false;
    const reply = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (url.searchParams.get('access_token') !== adminToken) {
      reply(401, { error: 'Permission denied' });
      return true;
    }
    const ref = server.baseRef.child(match[1]);
    if (req.method === 'GET') {
      Promise.resolve(server.getValue(ref)).then(
        (value) => reply(200, value === undefined ? null : value),
        (error) => reply(500, { error: String(error) }),
      );
      return true;
    }
    if (req.method !== 'PUT') {
      reply(405, { error: 'GET or PUT' });
      return true;
    }
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_MESSAGE_CHARS) chunks.push(chunk);
    });
    req.on('end', () => {
      let value;
      try {
        if (size > MAX_MESSAGE_CHARS) throw new Error('too large');
        value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        reply(400, { error: `not a JSON value: ${error.message}` });
        return;
      }
      const problem = dataProblem(value);
      if (problem) {
        reply(400, { error: problem });
        return;
      }
      // The in-process database applies a write at once; its promise waits for a server it does not
      // have, so it is not awaited.
      ref.set(value).catch(() => {});
      reply(200, value);
    });
    return true;
  }
  await listen(http1, port, host);
  const actualPort = http1.address().port;
  const hostAndPort = `${host}:${actualPort}`;
  let handedOut = hostAndPort;
  try {
    if (shardHost) handedOut = shardHostFor(shardHost, actualPort);
  } catch (error) {
    await new Promise((resolve) => http1.close(resolve));
    throw error;
  }

  const server = new FirebaseServer(
    {
      server: http1,
      maxPayload: MAX_FRAME_BYTES,
      // A refused upgrade is answered 403 and never becomes a connection.
      verifyClient: (info, done) => {
        const refused = refusal(info.req);
        if (refused) done(false, 403, refused);
        else done(true);
      },
    },
    handedOut,
    data,
  );
  if (ruleset) server.setRules(ruleset);
  handshakeWithClock(server);
  guardMessages(server);
  const listeners = trackListeners(server);
  server.wss.on('connection', (ws, req) => {
    answerGets(server, ws);
    // After firebase-server's handshake (its listener came first): a client that came in by another
    // name is sent to the shard host now, as the real database does, not at its next reconnect.
    if (handedOut !== hostAndPort && String(req.headers.host).toLowerCase() !== handedOut) {
      send(ws, { t: 'c', d: { t: 'r', d: handedOut } });
    }
  });

  let stopped;
  return {
    url: `ws://${hostAndPort}`,
    host,
    port: actualPort,
    shardHost: handedOut,
    server,
    getValue: (p = '') => server.getValue(normalizePath(p) ? server.baseRef.child(normalizePath(p)) : undefined),
    /**
     * Pins the server's clock (the rules' `now` and what ServerValue.TIMESTAMP becomes) to `ms`, or
     * back to the real time with null: tests of the 2 s rate limit then need not sleep.
     */
    setClock: (ms) => server.setTime(ms),
    /** Value listeners held for connected clients (for tests: none may outlive its client). */
    listenerCount: () => listeners.count(),
    stop() {
      stopped ??= (async () => {
        // ws 7 terminates its clients on close; the HTTP server then has no open sockets left.
        await server.close();
        await new Promise((resolve) => http1.close(() => resolve()));
        http1.closeAllConnections?.();
        await server.app.delete().catch(() => {});
      })();
      return stopped;
    },
  };
}

/** Sends one protocol message the way firebase-server does (a single frame is enough here). */
function send(ws, message) {
  try {
    ws.send(JSON.stringify(message));
  } catch {
    // The client went away; nothing to tell.
  }
}

/** Parses a client frame; multi-frame messages are never get/unlisten requests, so they are skipped. */
function parse(data) {
  try {
    const message = JSON.parse(data.toString());
    return message && message.t === 'd' && message.d ? message.d : null;
  } catch {
    return null;
  }
}

/**
 * firebase-server tells each client the real time in its handshake, even when its clock is pinned
 * (`setTime`); the SDK derives `.info/serverTimeOffset` from it. Telling the pinned time instead keeps
 * the one clock consistent, so a test can see that the app writes the server's time, not its own.
 */
function handshakeWithClock(server) {
  // Registered before firebase-server's own connection handler, which sends the handshake at once.
  server.wss.prependListener('connection', (ws) => {
    const send = ws.send.bind(ws);
    ws.send = (data, ...rest) => {
      if (server.clock !== null && typeof data === 'string' && data.includes('"t":"h"')) {
        try {
          const message = JSON.parse(data);
          if (message.t === 'c' && message.d && message.d.t === 'h') {
            message.d.d.ts = server.clock;
            return send(JSON.stringify(message), ...rest);
          }
        } catch {
          // Not a whole handshake frame: sent as it is.
        }
      }
      return send(data, ...rest);
    };
  });
}

// Firebase's own rules for paths and keys (the SDK refuses them before sending; a crafted client need not).
// eslint-disable-next-line no-control-regex -- control characters are exactly what Firebase forbids
const INVALID_PATH = /[[\].#$\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what Firebase forbids
const INVALID_KEY = /[[\].#$/\u0000-\u001F\u007F]/;
const SPECIAL_KEYS = new Set(['.value', '.priority', '.sv']);
const MAX_KEY_BYTES = 768;
const MAX_DEPTH = 32;

const isObject = (v) => typeof v === 'object' && v !== null;

/** Why `p` is no database path, or null. A trailing `.priority` is firebase-server's own (setPriority). */
function pathProblem(p) {
  if (typeof p !== 'string') return 'the path must be a string';
  const plain = p.replace(/(^|\/)\.priority$/, '');
  if (Buffer.byteLength(plain) > MAX_KEY_BYTES) return `the path is longer than ${MAX_KEY_BYTES} bytes`;
  if (INVALID_PATH.test(plain))
    return `invalid path ${JSON.stringify(p)}: it may not contain ".", "#", "$", "[", "]" or control characters`;
  return null;
}

/** Why `value` cannot be stored (a key Firebase refuses, or nested deeper than it allows), or null. */
function dataProblem(value, depth = 0) {
  if (!isObject(value)) return null;
  if (depth >= MAX_DEPTH) return `data nested deeper than ${MAX_DEPTH} levels`;
  for (const key of Object.keys(value)) {
    if (!SPECIAL_KEYS.has(key) && (key === '' || INVALID_KEY.test(key) || Buffer.byteLength(key) > MAX_KEY_BYTES)) {
      return `invalid key ${JSON.stringify(key)}: it may not be empty or contain ".", "#", "$", "/", "[", "]" or control characters`;
    }
    const problem = dataProblem(value[key], depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** What is wrong with a whole client message, as firebase-server would take it, or null. */
function messageProblem(message) {
  if (!isObject(message) || message.t !== 'd') return null; // firebase-server ignores these
  const d = message.d;
  if (!isObject(d) || Array.isArray(d))
    return { status: 'invalid_request', reason: 'a data message needs an object "d"' };
  const r = d.r;
  if (!isObject(d.b) || Array.isArray(d.b))
    return { r, status: 'invalid_request', reason: 'a request needs an object "b"' };
  const problem =
    (d.b.p !== undefined && pathProblem(d.b.p)) ||
    (d.a === 'p' && dataProblem(d.b.d)) ||
    (d.a === 'm' &&
      (!isObject(d.b.d) || Array.isArray(d.b.d)
        ? 'an update needs an object of paths'
        : Object.keys(d.b.d)
            .map((k) => pathProblem(k) || dataProblem(d.b.d[k], 1))
            .find(Boolean)));
  return problem ? { r, status: 'invalid_path', reason: problem } : null;
}

/**
 * Stands between ws and every message listener (firebase-server's, get(), listener tracking): a
 * message that would make firebase-server throw is answered with an error to its client and never
 * reaches them; any other throw is caught the same way. firebase-server joins multi-frame messages in
 * `ws.frameBuffer`; the same joining is done here, so the whole message is what is checked.
 */
function guardMessages(server) {
  server.wss.prependListener('connection', (ws) => {
    // A broken frame (invalid UTF-8, over maxPayload) is an 'error' on the socket, which ws then
    // closes; with no listener it would be thrown and end the process.
    ws.on('error', () => {});
    const fail = (problem) => {
      ws.frameBuffer = '';
      if (typeof problem.r === 'number')
        send(ws, { t: 'd', d: { r: problem.r, b: { s: problem.status, d: problem.reason } } });
      else send(ws, { t: 'c', d: { t: 'e', d: problem.reason } });
    };
    const emit = ws.emit;
    ws.emit = function guardedEmit(event, ...args) {
      if (event !== 'message') return emit.call(this, event, ...args);
      const joined = (ws.frameBuffer || '') + String(args[0]);
      let message;
      try {
        message = JSON.parse(joined);
      } catch {
        if (joined.length <= MAX_MESSAGE_CHARS) return emit.call(this, event, ...args); // a frame of a longer message
        fail({ status: 'invalid_request', reason: `messages are at most ${MAX_MESSAGE_CHARS} characters` });
        ws.close(1009, 'Message too big');
        return true;
      }
      const problem = messageProblem(message);
      if (problem) {
        fail(problem);
        return true;
      }
      try {
        return emit.call(this, event, ...args);
      } catch (error) {
        fail({
          r: isObject(message) && isObject(message.d) ? message.d.r : undefined,
          status: 'failed',
          reason: String(error && error.message),
        });
        return true;
      }
    };
  });
}

/** The SDK's `get()`: read rules for an anonymous visitor, then the value at the path. */
function answerGets(server, ws) {
  ws.on('message', (data) => {
    const request = parse(data);
    if (!request || request.a !== 'g') return;
    const p = normalizePath(request.b && request.b.p);
    const reply = (b) => send(ws, { t: 'd', d: { r: request.r, b } });
    if (!server.targaryen.as(null).read(p).allowed) {
      reply({ s: 'permission_denied', d: 'Permission denied' });
      return;
    }
    server
      .getValue(p ? server.baseRef.child(p) : server.baseRef)
      .then((value) => reply({ s: 'ok', d: value }))
      .catch((error) => reply({ s: 'failed', d: String(error) }));
  });
}

/**
 * firebase-server registers a value listener per client listen and never removes it. Every ref it
 * hands to its message handler comes from `server.baseRef`, synchronously within that handler, so
 * wrapping `baseRef` tells which connection a listener belongs to; it is removed on unlisten and when
 * the connection closes.
 */
function trackListeners(server) {
  const byConnection = new Map();
  let current = null;
  const wrap = (ref, at) =>
    new Proxy(ref, {
      get(target, prop) {
        if (prop === 'child') return (p) => wrap(target.child(p), normalizePath(`${at}/${p}`));
        if (prop === 'on') {
          return (event, callback, ...rest) => {
            const result = target.on(event, callback, ...rest);
            if (current) byConnection.get(current)?.push({ ref: target, at, event, callback });
            return result;
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  server.baseRef = wrap(server.baseRef, '');

  const off = (ws, predicate) => {
    const listeners = byConnection.get(ws) || [];
    const kept = [];
    for (const l of listeners) {
      if (predicate(l)) l.ref.off(l.event, l.callback);
      else kept.push(l);
    }
    byConnection.set(ws, kept);
  };

  server.wss.on('connection', (ws) => {
    byConnection.set(ws, []);
    // Runs before firebase-server's own message handler (registered first), then after it.
    ws.prependListener('message', () => {
      current = ws;
    });
    ws.on('message', (data) => {
      current = null;
      const request = parse(data);
      if (request && request.a === 'n') {
        const p = normalizePath(request.b && request.b.p);
        off(ws, (l) => l.at === p);
      }
    });
    ws.on('close', () => {
      off(ws, () => true);
      byConnection.delete(ws);
    });
  });
  return { count: () => [...byConnection.values()].reduce((n, list) => n + list.length, 0) };
}

module.exports = { startLocalDatabase, LOCAL_ADMIN_TOKEN };
