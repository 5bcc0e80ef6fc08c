// The stand-in's REST API, as the shell's server uses it for what its instances share.
'use strict';

const { MAX_MESSAGE_CHARS } = require('./wire.cjs');
const { readBody } = require('../readBody.cjs');
const { dataProblem } = require('./validation.cjs');

/**
 * The REST API (`GET`/`PUT /<path>.json?auth=`) as the shell's server uses it for what its
 * instances share (server/src/http/sharedState.ts), under the database's security rules as the real
 * database applies them: a request with `auth=<serverToken>` is evaluated as `serverAuth` (the
 * identity the real server's ID token carries, `auth.uid` in the rules), one without `auth` as an
 * anonymous visitor; any other token is refused (401), as is anything the rules refuse. Never from
 * a web page (a request with an Origin). Returns `answerRest(req, res)`, true when it answered, for
 * the database `getServer()` returns.
 */
function restApi({ serverToken, serverAuth, getServer }) {
  return function answerRest(req, res) {
    const url = new URL(req.url || '/', 'http://stand-in');
    const match = /^\/((?:[A-Za-z0-9_@-]+(?:\/[A-Za-z0-9_@-]+)*)?)\.json$/.exec(url.pathname);
    if (!match || req.headers.origin) return false;
    const reply = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    // `access_token=` is what shell server builds made before the server had an identity of its own
    // sent; taken the same way (judged by the rules as `serverAuth`), so such a build keeps working.
    const token = url.searchParams.get('auth') ?? url.searchParams.get('access_token');
    if (token !== null && token !== serverToken) {
      reply(401, { error: 'Could not parse auth token.' });
      return true;
    }
    const auth = token === null ? null : serverAuth;
    const path = match[1];
    const server = getServer();
    const ref = path ? server.baseRef.child(path) : server.baseRef;
    if (req.method === 'GET') {
      if (!server.targaryen.as(auth).read(path).allowed) {
        reply(401, { error: 'Permission denied' });
        return true;
      }
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
    readBody(req, MAX_MESSAGE_CHARS)
      .then((raw) => {
        let value;
        try {
          if (raw === null) throw new Error('too large');
          value = JSON.parse(raw);
        } catch (error) {
          reply(400, { error: `not a JSON value: ${error.message}` });
          return;
        }
        const problem = dataProblem(value);
        if (problem) {
          reply(400, { error: problem });
          return;
        }
        // The rules as firebase-server applies them to its WebSocket clients, with its clock.
        const result = server.targaryen.as(auth).write(path, value, server.clock || Date.now());
        if (!result.allowed) {
          reply(401, { error: 'Permission denied' });
          return;
        }
        // The data written, and no one's auth: targaryen's `as(null)` keeps the auth a database already
        // has, so keeping `newDatabase` (which has this request's) would judge every later anonymous
        // request, WebSocket clients' included, as the server.
        server.targaryen = server.targaryen.with({ data: result.newDatabase.root });
        // The in-process database applies a write at once; its promise waits for a server it does not
        // have, so it is not awaited.
        ref.set(value).catch(() => {});
        reply(200, value);
      })
      // The client went away while sending: nobody to answer.
      .catch(() => {});
    return true;
  };
}

module.exports = { restApi };
