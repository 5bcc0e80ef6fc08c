import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMsOf } from './renderTimes.mjs';

test('reads the render time of a page the server rendered', () => {
  assert.equal(renderMsOf('load;dur=3, render;dur=41.5, total;dur=47.0'), 41.5);
  assert.equal(renderMsOf('render;dur=8, total;dur=9.1'), 8);
});

test('reads none from a cache hit or a page whose remote was left to the browser', () => {
  assert.equal(renderMsOf('cache;desc=hit, total;dur=0.4'), undefined);
  assert.equal(renderMsOf('render;desc=degraded, total;dur=1000.2'), undefined);
  assert.equal(renderMsOf(null), undefined);
});
