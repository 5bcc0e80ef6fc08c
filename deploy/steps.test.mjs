// The production runbook run end to end (DEPLOY.md, "From a clone to production"), with gcloud,
// firebase (run through npx), npm and docker replaced by stubs, first on PATH, that record their
// arguments: every call, in order, with its arguments; nothing run on a dry run; a failure stops a step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLOUD_BUILD, FIREBASE_TOOLS, SERVICE_YAML, STEP_NAMES } from './steps.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = JSON.parse(readFileSync(path.join(ROOT, 'apps.json'), 'utf8')).apps;
const REMOTES = APPS.filter((a) => a.name !== 'shell').map((a) => a.name);

/** A production.json of its own, so every name below comes from it and from nowhere else. */
const PRODUCTION = {
  project: 'acme-prod',
  sites: Object.fromEntries(APPS.map((a) => [a.name, `acme-${a.name}`])),
  remotes: Object.fromEntries(REMOTES.map((r) => [r, `https://acme-${r}.web.app/mf-manifest.json`])),
  ssr: { serviceId: 'acme-ssr', region: 'europe-west1' },
  emailOrigin: 'https://api.emailjs.com',
  databaseUrl: 'https://acme-db.europe-west1.firebasedatabase.app',
};

const STUB = `#!/usr/bin/env node
const fs = require('node:fs');
const argv = process.argv.slice(2);
const call = { cmd: require('node:path').basename(process.argv[1]), argv };
if (argv.includes('--data-file=-')) call.stdin = fs.readFileSync(0, 'utf8');
if (process.env.RELEASES_FROM) call.RELEASES_FROM = process.env.RELEASES_FROM;
fs.appendFileSync(process.env.DEPLOY_CALLS, JSON.stringify(call) + '\\n');
const fail = process.env.DEPLOY_FAIL_ON;
process.exit(fail && argv.includes(fail) ? 3 : 0);
`;

function sandbox() {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-steps-'));
  for (const cmd of ['gcloud', 'npx', 'npm', 'docker']) {
    writeFileSync(path.join(dir, cmd), STUB);
    chmodSync(path.join(dir, cmd), 0o755);
  }
  const production = path.join(dir, 'production.json');
  writeFileSync(production, JSON.stringify(PRODUCTION));
  const calls = path.join(dir, 'calls.jsonl');
  writeFileSync(calls, '');
  const run = (args, extraEnv = {}) =>
    spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'deploy.mjs'), ...args, '--production', production, '--tag', 'c0ffee123456'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: {
          // The build's settings are the sequence's own: two set, the others unset.
          ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('SITE_'))),
          SITE_URL: 'https://www.acme.example',
          SITE_NAME: 'Acme $5 panels',
          PATH: `${dir}${path.delimiter}${process.env.PATH}`,
          DEPLOY_CALLS: calls,
          RELEASES_FROM: '',
          ...extraEnv,
        },
      },
    );
  const recorded = () =>
    readFileSync(calls, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  return { dir, run, recorded, close: () => rmSync(dir, { recursive: true, force: true }) };
}

const P = PRODUCTION.project;
const SA = `acme-ssr@${P}.iam.gserviceaccount.com`;
const IMAGE = `europe-west1-docker.pkg.dev/${P}/ecopanel/acme-ssr:c0ffee123456`;
const firebase = (...args) => ['npx', '-y', FIREBASE_TOOLS, ...args];
const SECRETS = [
  ['SESSION_KEY', 'shell-ssr-session-key'],
  ['STATUS_TOKEN', 'shell-ssr-status-token'],
  ['PREVIEW_TOKEN', 'shell-ssr-preview-token'],
  ['SERVER_STATE_REFRESH_TOKEN', 'shell-ssr-database-refresh-token'],
  ['SERVER_STATE_API_KEY', 'shell-ssr-token-api-key'],
];

/** The runbook top to bottom: each step as a person types it after `npm run deploy --`, and the calls it must make. */
const SEQUENCE = [
  [['project'], [['gcloud', 'projects', 'create', P, '--name=EcoPanel']]],
  [
    ['billing', '0A0A0A-0B0B0B-0C0C0C'],
    [['gcloud', 'billing', 'projects', 'link', P, '--billing-account=0A0A0A-0B0B0B-0C0C0C']],
  ],
  [
    ['apis'],
    [
      [
        'gcloud',
        'services',
        'enable',
        'run.googleapis.com',
        'cloudbuild.googleapis.com',
        'artifactregistry.googleapis.com',
        'firebase.googleapis.com',
        'firebasehosting.googleapis.com',
        'firebasedatabase.googleapis.com',
        'secretmanager.googleapis.com',
        'identitytoolkit.googleapis.com',
        'securetoken.googleapis.com',
        'apikeys.googleapis.com',
        'iamcredentials.googleapis.com',
        `--project=${P}`,
      ],
    ],
  ],
  [['firebase'], [firebase('projects:addfirebase', P)]],
  [['sites'], APPS.map((a) => firebase('hosting:sites:create', `acme-${a.name}`, '--project', P))],
  [['database'], [firebase('database:instances:create', 'acme-db', '--location', 'europe-west1', '--project', P)]],
  [['database-rules'], [firebase('deploy', '--only', 'database', '--project', P)]],
  [
    ['registry'],
    [
      [
        'gcloud',
        'artifacts',
        'repositories',
        'create',
        'ecopanel',
        '--repository-format=docker',
        '--location=europe-west1',
        `--project=${P}`,
      ],
    ],
  ],
  [
    ['service-account'],
    [
      [
        'gcloud',
        'iam',
        'service-accounts',
        'create',
        'acme-ssr',
        '--display-name=acme-ssr (Cloud Run)',
        `--project=${P}`,
      ],
    ],
  ],
  [
    ['secrets'],
    [
      ...SECRETS.slice(0, 3).map(([, secret]) => [
        'gcloud',
        'secrets',
        'create',
        secret,
        '--replication-policy=automatic',
        '--data-file=-',
        `--project=${P}`,
      ]),
      ...SECRETS.map(([, secret]) => [
        'gcloud',
        'secrets',
        'add-iam-policy-binding',
        secret,
        `--member=serviceAccount:${SA}`,
        '--role=roles/secretmanager.secretAccessor',
        `--project=${P}`,
      ]),
    ],
  ],
  [['config'], [['npm', 'run', 'deploy:config', '--', '--remotes']]],
  [
    ['image'],
    [
      ['npm', 'run', 'preflight'],
      ['gcloud', 'builds', 'submit', `--config=${CLOUD_BUILD}`, `--project=${P}`, '.'],
    ],
  ],
  [
    ['service'],
    [
      [
        'gcloud',
        'run',
        'deploy',
        'acme-ssr',
        `--image=${IMAGE}`,
        '--region=europe-west1',
        `--project=${P}`,
        `--service-account=${SA}`,
        '--allow-unauthenticated',
        '--port=8080',
        '--concurrency=50',
        '--cpu=1',
        '--memory=1Gi',
        '--min-instances=1',
        '--max-instances=5',
        '--cpu-boost',
        '--no-cpu-throttling',
        `--set-env-vars=TRUSTED_PROXY_HOPS=2,SERVER_STATE_DATABASE_URL=${PRODUCTION.databaseUrl}`,
        `--set-secrets=${SECRETS.map(([env, secret]) => `${env}=${secret}:latest`).join(',')}`,
      ],
    ],
  ],
  [['probes'], [['gcloud', 'run', 'services', 'replace', SERVICE_YAML, '--region=europe-west1', `--project=${P}`]]],
  [['build', '--first-deploy'], [['npm', 'run', 'build:production']]],
  [['hosting'], [...REMOTES, 'shell'].map((t) => firebase('deploy', '--only', `hosting:${t}`, '--project', P))],
  [
    ['promote', 'catalogue', '0123456789abcdef'],
    [
      ['npm', 'run', 'release', '--', 'promote', 'catalogue', '0123456789abcdef'],
      firebase('deploy', '--only', 'hosting:catalogue', '--project', P),
      ['npm', 'run', 'release', '--', 'status', '--server', 'https://acme-shell.web.app'],
    ],
  ],
];

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

test('--dry-run prints every command and runs none; a failing command stops its step', () => {
  const box = sandbox();
  try {
    const dry = box.run(['sites', '--dry-run']);
    assert.equal(dry.status, 0);
    assert.deepEqual(box.recorded(), []);
    assert.deepEqual(
      dry.stdout.trim().split('\n'),
      APPS.map((a) => `npx -y ${FIREBASE_TOOLS} hosting:sites:create acme-${a.name} --project ${P}`),
    );
    const secrets = box.run(['secrets', '--dry-run']);
    assert.match(secrets.stdout, /^<48 random bytes, base64> \| gcloud secrets create shell-ssr-session-key /m);

    const failed = box.run(['hosting'], { DEPLOY_FAIL_ON: 'hosting:resources' });
    assert.notEqual(failed.status, 0);
    assert.deepEqual(
      box.recorded().map((c) => c.argv.at(-3)),
      ['hosting:catalogue', 'hosting:resources'],
      'stopped at the failing deploy: the shell was not deployed',
    );
    assert.match(failed.stdout, /stopped: npx exited 3/);
  } finally {
    box.close();
  }
});

test('refuses an unknown step, a missing argument and an unknown target before running anything', () => {
  const box = sandbox();
  try {
    for (const args of [
      ['nope'],
      ['billing'],
      ['promote', 'catalogue'],
      ['promote', 'shell', 'abc'],
      ['hosting', 'nope'],
    ]) {
      const result = box.run(args);
      assert.notEqual(result.status, 0, args.join(' '));
    }
    assert.deepEqual(box.recorded(), []);
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
