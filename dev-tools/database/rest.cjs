// The stand-in's REST API, as the shell's server uses it for what its instances share.
'use strict';

const { MAX_MESSAGE_CHARS } = require('./wire.cjs');
const { readBody } = require('../readBody.cjs');
const { dataProblem } = require('./validation.cjs');

/**
 * The REST API (`GET`/`PUT /server/<path>.json?access_token=`) as the shell's server uses it for
 * what its instances share (shell/src/ssr/sharedState.ts): only under `server/`, which no rule
 * opens to browsers, with the admin token, and never from a web page (a request with an Origin).
 * Returns `answerRest(req, res)`, true when it answered, for the database `getServer()` returns.
 */
function restApi({ adminToken, getServer }) {
  return function answerRest(req, res) {
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
    const server = getServer();
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
