// shell/Dockerfile against its build context, without Docker: what .dockerignore and .gcloudignore
// leave of the checkout holds every COPY source and every file git knows, and none of the host's
// installs or builds. e2e/image.test.mjs starts the server from the runtime stage's files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contextFiles,
  copies,
  dockerIgnore,
  gitIgnore,
  inContext,
  parseDockerfile,
  runtimeCopies,
} from './dockerImage.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const stages = parseDockerfile(read('shell/Dockerfile'));
const docker = dockerIgnore(read('.dockerignore'));
const gcloud = gitIgnore(read('.gcloudignore'));
/** What reaches the build: gcloud uploads what .gcloudignore leaves, Docker keeps what .dockerignore leaves of that. */
const context = contextFiles(ROOT, [gcloud, docker]);

test('the ignore files read as Docker and gcloud read them', () => {
  const d = dockerIgnore('node_modules\n**/dist\n!**/dist/keep.txt\n/.tmp');
  assert.equal(d('node_modules/react/index.js'), true);
  assert.equal(d('shell/node_modules/x.js'), false, "Docker's patterns are anchored at the root");
  assert.equal(d('shell/dist/main.js'), true);
  assert.equal(d('shell/dist/keep.txt'), false);
  assert.equal(d('.tmp/serve/a.json'), true);
  const g = gitIgnore('node_modules\n/.tmp\nbuild/\n!keep.js');
  assert.equal(g('shell/node_modules/x.js'), true, "gitignore's names match at any depth");
  assert.equal(g('a/.tmp/x'), false);
  assert.equal(g('.tmp/x'), true);
  assert.equal(g('shell/build/a.ts'), true);
  assert.equal(g('shell/build'), false, 'a trailing / matches folders only');
  assert.equal(g('node_modules/keep.js'), true, 'nothing under a left-out folder comes back');
});

test('every FROM is pinned by digest (DEPLOY.md says how to refresh it)', () => {
  assert.ok(stages.length >= 2, 'a build stage and a runtime stage');
  for (const { from } of stages) assert.match(from, /^node:24-slim@sha256:[0-9a-f]{64}$/);
});

test('the build context leaves out every install and build of the host', () => {
  const hostOnly = context.filter((file) =>
    file
      .split('/')
      .some(
        (part, i) =>
          ['node_modules', 'dist', 'dist-server'].includes(part) ||
          (i === 0 && ['.tmp', 'test-results', '.git', '.outbox'].includes(part)),
      ),
  );
  assert.deepEqual(hostOnly, []);
  for (const probe of [
    'node_modules/react/index.js',
    'shell/node_modules/lru-cache/package.json',
    'shell/dist/index.html',
    'shell/dist-server/server.cjs',
    'mfe-catalogue/dist/releases/a/remoteEntry.js',
    '.tmp/serve/shell-production.json',
    '.git/HEAD',
    'test-results/x/trace.zip',
    'my-release.env',
    'shell/.env.production',
  ]) {
    assert.equal(docker(probe), true, `.dockerignore keeps ${probe}`);
    assert.equal(gcloud(probe), true, `.gcloudignore keeps ${probe}`);
  }
});

test('the build context keeps every file git knows (tracked, or new and not ignored)', () => {
  const known = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(path.join(ROOT, file)));
  const inside = new Set(context);
  assert.deepEqual(
    known.filter((file) => !inside.has(file)),
    [],
  );
  assert.ok(known.length > 500, `${known.length} files`);
});

test('every COPY from the build context finds its source there', () => {
  const fromContext = stages.flatMap((stage) =>
    copies(stage)
      .filter((c) => !c.from)
      .map((c) => [stage.name, c]),
  );
  assert.ok(fromContext.length >= 10);
  for (const [stage, { sources }] of fromContext) {
    for (const source of sources)
      assert.ok(inContext(source, context), `${stage}: COPY ${source} finds nothing in the context`);
  }
  const names = stages.map((s) => s.name);
  for (const stage of stages) {
    for (const { from } of copies(stage).filter((c) => c.from)) assert.ok(names.includes(from), `COPY --from=${from}`);
  }
});

test('the build stage installs every workspace before it builds the shell and its production files', () => {
  const build = stages.find((s) => s.name === 'build');
  const workspaces = JSON.parse(read('package.json')).workspaces;
  const manifests = copies(build).flatMap((c) => c.sources);
  for (const dir of workspaces)
    assert.ok(manifests.includes(`${dir}/package.json`), `${dir}/package.json before npm ci`);
  const runs = build.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
  assert.match(runs[0], /^npm ci\b/);
  assert.match(runs.at(-1), /npm run build -w shell && npm run deploy:config -- --remotes/);
});

test("the build stage takes every setting the shell's build inlines as a build argument", () => {
  const [, list] = /export const CONFIG_ENV_VARS = \[([^\]]*)\]/.exec(read('shared-ui/src/config/siteConfig.ts'));
  const settings = [...list.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]);
  const build = stages.find((s) => s.name === 'build');
  const args = build.instructions.filter((i) => i.keyword === 'ARG').map((i) => i.args.split('=')[0].trim());
  assert.deepEqual(args.sort(), settings.sort());
});

test('the runtime stage: the server, its built files and production dependencies, run as node', () => {
  const runtime = stages.at(-1);
  const targets = runtimeCopies(stages).map((c) => `${c.from ?? 'context'}:${c.source} -> ${c.target}`);
  assert.deepEqual(targets, [
    'context:package.json -> package.json',
    'context:package-lock.json -> package-lock.json',
    'context:shell/package.json -> shell/package.json',
    'build:shell/server.cjs -> shell/server.cjs',
    'build:shell/dist -> shell/dist',
    'build:shell/dist-server -> shell/dist-server',
    'build:.tmp/serve/shell-production.json -> shell/serve.json',
  ]);
  const keywords = runtime.instructions.map((i) => i.keyword);
  const user = runtime.instructions.findIndex((i) => i.keyword === 'USER');
  assert.equal(runtime.instructions[user]?.args, 'node');
  assert.ok(
    keywords.lastIndexOf('RUN') < user && keywords.lastIndexOf('COPY') < user,
    'USER node after every RUN and COPY',
  );
  const run = runtime.instructions.find((i) => i.keyword === 'RUN').args;
  assert.match(run, /^npm ci --omit=dev .*-w shell --include-workspace-root=false/);
  const cmd = JSON.parse(runtime.instructions.findLast((i) => i.keyword === 'CMD').args);
  assert.deepEqual(cmd.slice(0, 2), ['sh', '-c']);
  assert.match(cmd[2], /^exec node shell\/server\.cjs .*--config shell\/serve\.json/);
});
