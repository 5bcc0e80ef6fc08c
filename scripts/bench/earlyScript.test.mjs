import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withoutEarly } from './earlyScript.mjs';

const SPA =
  '<head><script defer src="/static/early.2292de57ce.js"></script><script defer src="/static/main.aea1997bcf.js"></script></head>';

test('takes the early script out of the client page and nothing else', () => {
  assert.equal(withoutEarly(SPA), '<head><script defer src="/static/main.aea1997bcf.js"></script></head>');
});

test('refuses a page that has no early script, so the comparison cannot compare a page with itself', () => {
  assert.throws(() => withoutEarly('<head><script defer src="/static/main.js"></script></head>'), /no early script/);
});
