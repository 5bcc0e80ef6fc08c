// The production runbook's commands (DEPLOY.md), with gcloud, firebase (run through npx), npm and
// docker replaced by stubs that record their arguments: nothing run on a dry run, a failure stops a
// step, and an unknown step, a missing argument or an unknown target refused before anything runs.
// The runbook end to end: steps-runbook.test.mjs; the stubs: stepsSandbox.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FIREBASE_TOOLS } from './steps.mjs';
import { APPS, P, sandbox } from './stepsSandbox.mjs';

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
