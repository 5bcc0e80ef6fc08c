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
// - the REST API the shell's server shares its canaries and field figures through (rest.cjs), under
//   the same rules, with a stand-in token for the server's identity;
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
const { answerGets, guardMessages, handshakeWithClock, trackListeners } = require('./connection.cjs');
const { restApi } = require('./rest.cjs');
const { MAX_FRAME_BYTES, normalizePath, send } = require('./wire.cjs');

/**
 * What the shell's server presents to this stand-in's REST API (SERVER_STATE_TOKEN, sent as `auth=`)
 * in place of the ID token it gets in production: a name, not a secret; only this machine can reach
 * the stand-in, and never from a web page. It stands for the server's identity (`serverAuth`), which
 * the rules then judge like any other: it opens no more than they give that identity.
 */
const LOCAL_SERVER_TOKEN = 'local-stand-in';

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
 * @param {{ host?: string, port?: number, data?: object | null, rules: object | false, shardHost?: string, allowedOrigins?: string[], serverToken?: string, serverAuth?: object | null, publicPort?: number }} options
 *   `data` is the initial content (default `null`: an empty database);
 *   `rules` the security rules the real database enforces; `false` leaves it open (never in the site);
 *   `shardHost` (`localhost` or `localhost:<port>`) is the host the handshake hands out;
 *   `allowedOrigins` the pages that may connect (default: any loopback http origin);
 *   `serverAuth` the rules' `auth` for a REST request with `serverToken` (default null: an anonymous
 *   visitor's rights; the site passes the shell's server's identity, `{ uid: 'composition-server' }`);
 *   `publicPort` the port pages address it by through a forwarder that keeps their Host (the e2e
 *   suite's, e2e/standinProxy.mjs): a Host may name it too, and the shard host is handed out with it.
 * @returns {Promise<{ url: string, host: string, port: number, shardHost: string, server: FirebaseServer, getValue(p?: string): Promise<unknown>, setClock(ms: number | null): void, listenerCount(): number, stop(): Promise<void> }>}
 */
async function startLocalDatabase({
  host = '127.0.0.1',
  port = 3011,
  data = null,
  rules,
  shardHost,
  allowedOrigins,
  serverToken = process.env.SERVER_STATE_TOKEN || LOCAL_SERVER_TOKEN,
  serverAuth = null,
  publicPort,
} = {}) {
  // No default: a stand-in without the real rules would let through what the real database refuses.
  if (rules === undefined)
    throw new TypeError('startLocalDatabase needs the rules the real database enforces (or false)');
  const ruleset = rules;
  // The port it listens on, kept once it listens: a request still arriving while it closes finds
  // http1.address() null (seen in CI as a TypeError in the test process).
  let listening = 0;
  const ports = () => [listening, ...(publicPort ? [publicPort] : [])];
  const refusal = (req) => localRequest.refusalOf(req.headers, { port: ports(), allowedOrigins });
  const answerRest = restApi({ serverToken, serverAuth, getServer: () => server });
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
  await listen(http1, port, host);
  const actualPort = http1.address().port;
  listening = actualPort;
  const hostAndPort = `${host}:${actualPort}`;
  // The address its pages know it by: the SDK reconnects to the one the handshake names.
  const publicHost = `${host}:${publicPort ?? actualPort}`;
  let handedOut = publicHost;
  try {
    if (shardHost) handedOut = shardHostFor(shardHost, publicPort ?? actualPort);
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
    if (handedOut !== publicHost && String(req.headers.host).toLowerCase() !== handedOut) {
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

module.exports = { startLocalDatabase, LOCAL_SERVER_TOKEN };
