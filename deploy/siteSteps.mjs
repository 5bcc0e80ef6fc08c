// The runbook's steps that deploy the site, on every release (steps.mjs has them all, in order).
import { FIREBASE } from './projectSteps.mjs';
import { CLOUD_BUILD, cloudBuild, env, SECRETS, SERVICE, SERVICE_YAML, serviceYaml } from './service.mjs';

/** From writing the deploy-time files to the site's check: the steps of each deploy. */
export const SITE_STEPS = [
  {
    name: 'config',
    about: 'write firebase.json, .firebaserc and shell/dist/remotes.json from deploy/production.json',
    commands: () => [{ argv: ['npm', 'run', 'deploy:config', '--', '--remotes'] }],
  },
  {
    name: 'image',
    about: "build the server's image from source in Cloud Build (shell/Dockerfile, context: the repository)",
    commands: (s) => [
      // The build's settings as the Hosting build's: none left on its placeholder (as build:production).
      { argv: ['npm', 'run', 'preflight'] },
      {
        write: { path: CLOUD_BUILD, content: `${JSON.stringify(cloudBuild(s), null, 2)}\n` },
        argv: ['gcloud', 'builds', 'submit', `--config=${CLOUD_BUILD}`, `--project=${s.project}`, '.'],
      },
    ],
  },
  {
    name: 'service',
    about: 'deploy the image to Cloud Run with its account, secrets and sizing',
    commands: (s) => [
      {
        argv: [
          'gcloud',
          'run',
          'deploy',
          s.service,
          `--image=${s.image}`,
          `--region=${s.region}`,
          `--project=${s.project}`,
          `--service-account=${s.serviceAccount}`,
          // Hosting's rewrite calls the service as the public does.
          '--allow-unauthenticated',
          `--port=${SERVICE.port}`,
          `--concurrency=${SERVICE.concurrency}`,
          `--cpu=${SERVICE.cpu}`,
          `--memory=${SERVICE.memory}`,
          `--min-instances=${SERVICE.minInstances}`,
          `--max-instances=${SERVICE.maxInstances}`,
          '--cpu-boost',
          // CPU always allocated: the canary's and the field figures' timers run between requests.
          '--no-cpu-throttling',
          `--set-env-vars=${env(s).join(',')}`,
          `--set-secrets=${SECRETS.map((x) => `${x.env}=${x.secret}:latest`).join(',')}`,
        ],
      },
    ],
  },
  {
    name: 'probes',
    about: 'apply the startup and liveness probes (the whole service as a YAML file)',
    commands: (s) => [
      {
        write: { path: SERVICE_YAML, content: `${JSON.stringify(serviceYaml(s), null, 2)}\n` },
        argv: ['gcloud', 'run', 'services', 'replace', SERVICE_YAML, `--region=${s.region}`, `--project=${s.project}`],
      },
    ],
  },
  {
    name: 'build',
    about: 'build the five apps for production (each remote bringing back its deployed releases)',
    options: ['--first-deploy'],
    commands: (s, args, options) => [
      {
        argv: ['npm', 'run', 'build:production'],
        // A site's first deploy has no releases/index.json to bring back (DEPLOY.md, RELEASES_FROM).
        ...(options.firstDeploy ? { env: { RELEASES_FROM: 'none' } } : {}),
      },
    ],
  },
  {
    name: 'hosting',
    args: ['[target]'],
    about: 'deploy the Hosting sites: each remote, then the shell (or the one target named)',
    commands: (s, [target], options, apps) => {
      const targets = apps.filter((a) => a.name !== 'shell').map((a) => a.name);
      // The shell last: its remotes.json and its server's pages point at the remotes' files.
      const all = [...targets, 'shell'];
      if (target && !all.includes(target))
        throw new Error(`no Hosting target ${target} (apps.json: ${all.join(', ')})`);
      return (target ? [target] : all).map((t) => ({
        argv: [...FIREBASE, 'deploy', '--only', `hosting:${t}`, '--project', s.project],
      }));
    },
  },
  {
    name: 'promote',
    args: ['<remote>', '<release id>'],
    options: ['--canary <percent>'],
    about: 'make a release of a remote live (or a canary), deploy its pointer, and show what the server renders',
    commands: (s, [remote, id], options, apps) => {
      if (!apps.some((a) => a.name === remote && a.name !== 'shell'))
        throw new Error(`no remote ${remote} (apps.json)`);
      if (!id) throw new Error('promote <remote> <release id>');
      return [
        {
          argv: [
            'npm',
            'run',
            'release',
            '--',
            'promote',
            remote,
            id,
            ...(options.canary ? ['--canary', String(options.canary)] : []),
          ],
        },
        { argv: [...FIREBASE, 'deploy', '--only', `hosting:${remote}`, '--project', s.project] },
        // STATUS_TOKEN from the environment, if set, shows the details (README, "Releases").
        { argv: ['npm', 'run', 'release', '--', 'status', '--server', s.shellUrl] },
      ];
    },
  },
];
