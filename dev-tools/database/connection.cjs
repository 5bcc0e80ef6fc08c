// What each connection gets on top of firebase-server: the pinned clock in the handshake, guarded
// messages, get() answers and listeners that end with their client.
'use strict';

const { MAX_MESSAGE_CHARS, normalizePath, parse, send } = require('./wire.cjs');
const { isObject, messageProblem } = require('./validation.cjs');

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

module.exports = { handshakeWithClock, guardMessages, answerGets, trackListeners };
