// A local Firebase Realtime Database for development and tests: `firebase-server` (the wire protocol
// the Firebase SDK speaks, with security rules evaluated by targaryen), plus what it lacks for the
// modular SDK this site uses. One wrapper, used by `npm start` (scripts/standins/database.mjs) and by
// the integration and rules tests, so what the tests prove is what the site talks to.
//
// What is added to firebase-server 1.1.0:
// - `get()` (wire action 'g'), which it never answers, so the SDK's `get()` would hang;
// - unlisten (action 'n') and clean-up of a connection's listeners when it closes (it keeps every
//   listener of every past connection and serialises each write for all of them);
// - a plain HTTP answer, and a listening error that rejects with its `code` (EADDRINUSE);
// - the handshake names this server's own host:port, because the SDK reconnects to that host;
// - `setClock` pins the server's time (the rules' `now`, ServerValue.TIMESTAMP and the handshake's
//   time alike), so tests of the counter's 2 s rate limit need not sleep.
'use strict';

const http = require('node:http');
const path = require('node:path');
const { readFileSync } = require('node:fs');
const FirebaseServer = require('firebase-server');
const { DEFAULT_COUNT, trackerRecord } = require('./trackerRecord.cjs');

const RULES_FILE = path.join(__dirname, '..', 'database.rules.json');

/** The database the stand-in starts with: the seeded record, and no last write yet. */
const seedData = (now = new Date()) => ({ impactTracker: trackerRecord(DEFAULT_COUNT, now) });

const readRules = (file = RULES_FILE) => JSON.parse(readFileSync(file, 'utf8'));

/** 'impactTracker/count' from '/impactTracker/count' (firebase-server's own normalisation). */
const normalizePath = (p) => String(p || '').replace(/^\/+/, '').replace(/\/+$/, '');

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
 * Starts a database on host:port (port 0 picks a free one).
 * @param {{ host?: string, port?: number, data?: object | null, rules?: object | false, rulesFile?: string }} options
 *   `data` is the initial content (default: the seeded impact tracker; `null` for an empty database);
 *   `rules` replaces the rules file's content; `false` leaves the database open (never in the site).
 * @returns {Promise<{ url: string, host: string, port: number, server: FirebaseServer, getValue(p?: string): Promise<unknown>, setClock(ms: number | null): void, listenerCount(): number, stop(): Promise<void> }>}
 */
async function startLocalDatabase({ host = '127.0.0.1', port = 3011, data, rules, rulesFile } = {}) {
  const ruleset = rules === undefined ? readRules(rulesFile) : rules;
  const http1 = http.createServer((req, res) => {
    // Only WebSocket upgrades are the protocol; anything else gets a short, honest answer.
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Local Firebase Realtime Database stand-in (WebSocket protocol only).\n');
  });
  await listen(http1, port, host);
  const actualPort = http1.address().port;
  const hostAndPort = `${host}:${actualPort}`;

  const server = new FirebaseServer({ server: http1 }, hostAndPort, data === undefined ? seedData() : data);
  if (ruleset) server.setRules(ruleset);
  handshakeWithClock(server);
  const listeners = trackListeners(server);
  server.wss.on('connection', (ws) => answerGets(server, ws));

  let stopped;
  return {
    url: `ws://${hostAndPort}`,
    host,
    port: actualPort,
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

module.exports = { startLocalDatabase, seedData, trackerRecord, readRules, DEFAULT_COUNT, RULES_FILE };
