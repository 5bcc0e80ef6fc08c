import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isLocalHost } from './hosts.cjs';

test('loopback names and addresses are local', () => {
  for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.0.0.2', '127.255.255.254', '::1', '[::1]']) {
    assert.equal(isLocalHost(host), true, host);
  }
  assert.equal(isLocalHost(new URL('http://[::1]:3011').hostname), true);
});

test('other hosts are not', () => {
  for (const host of [
    '',
    'example.lk',
    'localhost.example.lk',
    '128.0.0.1',
    '10.0.0.1',
    '127.0.0.256',
    '1127.0.0.1',
    '[::2]',
    undefined,
  ]) {
    assert.equal(isLocalHost(host), false, String(host));
  }
});
