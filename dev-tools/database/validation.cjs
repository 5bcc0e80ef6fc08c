// What Firebase refuses and firebase-server would throw on: checked before it sees a message.
'use strict';

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

module.exports = { isObject, pathProblem, dataProblem, messageProblem };
