// The production runbook run end to end (DEPLOY.md, "From a clone to production"), with gcloud,
// firebase (run through npx), npm and docker replaced by stubs, first on PATH, that record their
// arguments: every call, in order, with its arguments; the files the image and probes steps write
// for Cloud Build and Cloud Run. (The tests that run those steps share this file: node:test runs a
// file's tests one after the other, and they write the same .tmp/deploy files.) The stubs:
// stepsSandbox.mjs; the sequence: runbookSequence.mjs; dry runs and refusals: steps-commands.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SEQUENCE } from './runbookSequence.mjs';
import { CLOUD_BUILD, SERVICE_YAML, STEP_NAMES } from './steps.mjs';
import { IMAGE, PRODUCTION, ROOT, SA, sandbox, SECRETS } from './stepsSandbox.mjs';

test('the sequence covers every step of deploy/steps.mjs, in its order', () => {
  assert.deepEqual(
    SEQUENCE.map(([[step]]) => step),
    STEP_NAMES,
  );
});

test('the whole runbook, run with gcloud, firebase, npm and docker stubbed, makes exactly these calls in this order', () => {
  const box = sandbox();
  try {
    for (const [args, expected] of SEQUENCE) {
      const before = box.recorded().length;
      const result = box.run(args);
      assert.equal(result.status, 0, `${args.join(' ')}: ${result.stdout}${result.stderr}`);
      const calls = box.recorded().slice(before);
      assert.deepEqual(
        calls.map((c) => [c.cmd, ...c.argv]),
        expected,
        `npm run deploy -- ${args.join(' ')}`,
      );
      // Each command is printed before it runs.
      const printed = result.stdout.split('\n').filter((line) => line.startsWith('$ '));
      assert.equal(printed.length, expected.length, `${args[0]}: each command printed`);
      expected.forEach((argv, i) => assert.ok(printed[i].includes(`${argv[0]} ${argv[1]}`), printed[i]));
    }
    const calls = box.recorded();
    assert.ok(!calls.some((c) => c.cmd === 'docker'), 'no local docker: Cloud Build builds the image');

    // The random secrets: fresh values of the stated length, never printed.
    const made = calls.filter((c) => c.argv[0] === 'secrets' && c.argv[1] === 'create');
    assert.deepEqual(
      made.map((c) => Buffer.from(c.stdin, 'base64').length),
      [48, 32, 32],
    );
    assert.equal(new Set(made.map((c) => c.stdin)).size, 3);
    // Only the first deploy's build skips bringing back releases.
    assert.deepEqual(
      calls.filter((c) => c.RELEASES_FROM).map((c) => [c.argv.join(' '), c.RELEASES_FROM]),
      [['run build:production', 'none']],
    );
  } finally {
    box.close();
  }
});

test('the probes step replaces the service with the same image, account, sizing, variables and secrets as `service`, plus its probes', () => {
  const box = sandbox();
  try {
    assert.equal(box.run(['probes']).status, 0);
    const yaml = JSON.parse(readFileSync(path.join(ROOT, SERVICE_YAML), 'utf8'));
    assert.equal(yaml.metadata.name, 'acme-ssr');
    const { metadata, spec } = yaml.spec.template;
    assert.deepEqual(metadata.annotations, {
      'autoscaling.knative.dev/minScale': '1',
      'autoscaling.knative.dev/maxScale': '5',
      'run.googleapis.com/cpu-throttling': 'false',
      'run.googleapis.com/startup-cpu-boost': 'true',
    });
    assert.equal(spec.containerConcurrency, 50);
    assert.equal(spec.serviceAccountName, SA);
    const [container] = spec.containers;
    assert.equal(container.image, IMAGE);
    assert.deepEqual(container.resources.limits, { cpu: '1', memory: '1Gi' });
    assert.deepEqual(container.ports, [{ name: 'http1', containerPort: 8080 }]);
    assert.deepEqual(container.env, [
      { name: 'TRUSTED_PROXY_HOPS', value: '2' },
      { name: 'SERVER_STATE_DATABASE_URL', value: PRODUCTION.databaseUrl },
      ...SECRETS.map(([name, secret]) => ({ name, valueFrom: { secretKeyRef: { name: secret, key: 'latest' } } })),
    ]);
    assert.equal(container.startupProbe.httpGet.path, '/healthz');
    assert.equal(container.startupProbe.periodSeconds * container.startupProbe.failureThreshold, 60);
    assert.equal(container.livenessProbe.httpGet.path, '/livez', 'never /healthz: a draining instance is alive');
  } finally {
    box.close();
  }
});

test("the image step builds shell/Dockerfile from the repository in Cloud Build, with the build's settings as build arguments", () => {
  const box = sandbox();
  try {
    assert.equal(box.run(['image']).status, 0);
    const config = JSON.parse(readFileSync(path.join(ROOT, CLOUD_BUILD), 'utf8'));
    assert.deepEqual(config.images, [IMAGE]);
    assert.deepEqual(config.steps, [
      {
        name: 'gcr.io/cloud-builders/docker',
        args: [
          'build',
          '--file',
          'shell/Dockerfile',
          // In the Dockerfile's order; `$` escaped from Cloud Build's substitutions; unset ones left out.
          '--build-arg',
          'SITE_NAME=Acme $$5 panels',
          '--build-arg',
          'SITE_URL=https://www.acme.example',
          '--tag',
          IMAGE,
          '.',
        ],
      },
    ]);
    const dockerfile = readFileSync(path.join(ROOT, 'shell', 'Dockerfile'), 'utf8');
    for (const name of ['SITE_NAME', 'SITE_URL']) assert.match(dockerfile, new RegExp(`^ARG ${name}$`, 'm'));
  } finally {
    box.close();
  }
});

test('DEPLOY.md runs every step, in this order', () => {
  const runbook = readFileSync(path.join(ROOT, 'DEPLOY.md'), 'utf8');
  const section = runbook.slice(runbook.indexOf('## From a clone to production'));
  const named = [...section.matchAll(/npm run deploy -- ([a-z-]+)/g)].map((m) => m[1]);
  const firsts = named.filter((name, i) => name !== 'help' && named.indexOf(name) === i);
  assert.deepEqual(firsts, STEP_NAMES);
});
