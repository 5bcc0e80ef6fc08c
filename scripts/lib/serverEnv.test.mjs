import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dockerfileEnv, serverEnv } from './serverEnv.mjs';

const DOCKERFILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell/Dockerfile');

test('dockerfileEnv reads every KEY=value of every ENV line, and nothing else', () => {
  const text = ['FROM node:24-slim', 'ENV A=1', '# ENV B=2', 'RUN echo ENV C=3', 'ENV D=x:y=z E=/a/b'].join('\n');
  assert.deepEqual(dockerfileEnv(text), { A: '1', D: 'x:y=z', E: '/a/b' });
});

test("dockerfileEnv reads the last stage's ENV lines only: the image that runs", () => {
  const text = ['FROM node:24-slim AS build', 'ENV A=1 B=$X', 'FROM node:24-slim', 'ENV C=3', 'FROM x AS y', 'ENV D=4'];
  assert.deepEqual(dockerfileEnv(text.join('\n')), { D: '4' });
  assert.deepEqual(dockerfileEnv(text.slice(0, 4).join('\n')), { C: '3' });
});

test('dockerfileEnv refuses the forms it would read wrongly', () => {
  assert.throws(() => dockerfileEnv('ENV A 1'), /ENV A 1/);
  assert.throws(() => dockerfileEnv('ENV A="1 2"'), /unquoted/);
  assert.throws(() => dockerfileEnv('ENV A=1 \\'), /one line/);
  assert.throws(() => dockerfileEnv('ENV A=$B'), /ENV A=\$B/);
});

// bench/NOTES.md, issue 21: with glibc's defaults, the arenas of the render threads kept what the
// replaced threads had freed (resident memory 190 -> 265 -> 301 MiB over 200 and 400 releases).
test("the shell server in production caps the allocator's arenas and V8's young generation, and unmaps large freed blocks", () => {
  const env = serverEnv(DOCKERFILE);
  assert.equal(env.NODE_ENV, 'production');
  assert.equal(env.MALLOC_ARENA_MAX, '2');
  assert.match(env.GLIBC_TUNABLES, /glibc\.malloc\.mmap_threshold=\d+/);
  assert.equal(env.NODE_OPTIONS, '--max-semi-space-size=4');
});
