import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shellLogFilter } from './shellLog.mjs';

const run = (lines, options) => {
  const printed = [];
  const filter = shellLogFilter({ ...options, print: (line) => printed.push(line) });
  for (const line of lines) filter(line);
  return printed;
};

const LOG = [
  JSON.stringify({ severity: 'INFO', message: 'warmed up 30 pages' }),
  JSON.stringify({ severity: 'DEBUG', message: 'render', route: '/products' }),
  JSON.stringify({
    severity: 'WARNING',
    message: 'catalogue/ProductRoutes left to the browser: timed out',
    remote: 'catalogue',
    release: 'ab12cd',
    route: '/products/:id',
    httpRequest: { status: 200 },
  }),
  JSON.stringify({ severity: 'ERROR', message: 'render failed', remote: 'resources' }),
  'TypeError: a plain line from somewhere',
  '',
];

test('shows warnings and errors as plain text, with remote, release and route', () => {
  assert.deepEqual(run(LOG, { all: false }), [
    '[warning] catalogue/ProductRoutes left to the browser: timed out (remote=catalogue, release=ab12cd, route=/products/:id)',
    '[error] render failed (remote=resources)',
    'TypeError: a plain line from somewhere',
  ]);
});

test('SHELL_LOG shows every line', () => {
  assert.deepEqual(run(LOG, { all: true }), [
    '[info] warmed up 30 pages',
    '[debug] render (route=/products)',
    '[warning] catalogue/ProductRoutes left to the browser: timed out (remote=catalogue, release=ab12cd, route=/products/:id)',
    '[error] render failed (remote=resources)',
    'TypeError: a plain line from somewhere',
  ]);
});

test('JSON that is not a log entry is printed as it is', () => {
  assert.deepEqual(run(['42', '{"no":"severity"}', 'null'], { all: false }), ['42', '{"no":"severity"}', 'null']);
});
