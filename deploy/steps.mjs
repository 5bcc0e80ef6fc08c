// The production runbook's steps (DEPLOY.md, "From a clone to production"), each with the exact
// commands it runs, built from deploy/production.json and apps.json. `npm run deploy -- <step>`
// runs one (scripts/deploy.mjs); with `--dry-run` it prints them. deploy/steps.test.mjs runs the
// whole sequence with gcloud, firebase (npx) and docker stubbed and checks every call.

/** firebase-tools from npm, pinned: nothing is installed globally (`npx -y` caches it per version). */
export const FIREBASE_TOOLS = 'firebase-tools@15.34.2';
export const FIREBASE = ['npx', '-y', FIREBASE_TOOLS];

/**
 * The APIs a fresh project needs, and for what: Cloud Run (the shell's server), Cloud Build (builds
 * its image from source), Artifact Registry (keeps the image), Firebase, Firebase Hosting and the
 * Realtime Database (the sites, the counter, the server's shared state), Secret Manager (the
 * server's secrets), the Identity Toolkit, Token Service, API Keys and IAM Credentials APIs (the
 * server's own database user: DEPLOY.md, "The server's database identity").
 */
export const APIS = [
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
];

/**
 * The Cloud Run service's sizing, each value with the measurement behind it (bench/RESULTS.md, the
 * run of 2026-11-28 16:11 UTC on 2 cores; DEPLOY.md, "The shell's server on Cloud Run").
 */
export const SERVICE = {
  // The bench's load runs use 50 connections on one server process: 1,857 cached pages/s (p99 50 ms),
  // 494 rendered pages/s (p99 202 ms), no errors. 50 is the concurrency measured, not Cloud Run's 80.
  concurrency: 50,
  // Render threads follow the vCPUs available. One vCPU is about half the bench's 2 cores (~900
  // cached pages/s); with Hosting's CDN keeping each page a minute the site needs a fraction of that.
  cpu: '1',
  // Server and render process together: 262 -> 359 MiB over 200 releases, 385-392 MiB after the
  // cached load runs, 635 MiB after 10,000 new pages, 691 MiB with a canary live. 1 GiB covers the
  // highest with room; an instance over its memory limit is killed with its requests.
  memory: '1Gi',
  // A cold instance renders the sitemap once before /healthz says ready: 3.0-11.1 s from start to
  // ready in 5 starts (2026-11-28, 2 busy cores, DEPLOY.md): one instance always warm, so no visitor waits.
  minInstances: 1,
  // A cost cap, not a capacity figure: 5 instances at ~500 page views/s each (the bench's rendered
  // rate, the worst case without the CDN) is far past the site's peak. Starting value.
  maxInstances: 5,
  port: 8080,
  // The startup probe's budget: 2 s x 30 = up to a minute to warm up, 5x the slowest start measured; liveness on
  // /livez only (a warming or draining instance is alive). Readiness probes are in Preview on Cloud
  // Run; the server's drain refuses new connections itself.
  startupProbe: {
    httpGet: { path: '/healthz', port: 8080 },
    periodSeconds: 2,
    timeoutSeconds: 1,
    failureThreshold: 30,
  },
  livenessProbe: { httpGet: { path: '/livez', port: 8080 }, periodSeconds: 10, timeoutSeconds: 1, failureThreshold: 3 },
};

/**
 * The server's secrets in Secret Manager, as environment variables of the service. `random`: the
 * `secrets` step makes the value (bytes from node:crypto, base64); the others are made by hand in
 * DEPLOY.md, "The server's database identity (least privilege)", steps 3 and 4.
 */
export const SECRETS = [
  // Signs canary buckets and page-view tokens; one key for every instance; 32 bytes or more.
  { env: 'SESSION_KEY', secret: 'shell-ssr-session-key', random: 48 },
  // The release token `npm run release -- status` sends to read /__status in full.
  { env: 'STATUS_TOKEN', secret: 'shell-ssr-status-token', random: 32 },
  // Opens /__preview (README, "Preview a candidate in the real site"); drop this line to keep it off.
  { env: 'PREVIEW_TOKEN', secret: 'shell-ssr-preview-token', random: 32 },
  { env: 'SERVER_STATE_REFRESH_TOKEN', secret: 'shell-ssr-database-refresh-token' },
  { env: 'SERVER_STATE_API_KEY', secret: 'shell-ssr-token-api-key' },
];

/** The build arguments shell/Dockerfile declares (`ARG NAME`): the site-wide settings the shell's build inlines. */
export const dockerfileArgs = (dockerfile) => [...dockerfile.matchAll(/^ARG\s+([A-Z0-9_]+)\s*$/gm)].map((m) => m[1]);

export const CLOUD_BUILD = '.tmp/deploy/cloudbuild.json';

/**
 * The Cloud Build configuration of the image: `docker build` of shell/Dockerfile with the repository
 * as its context, each build argument set in `env` passed on (the same values as the Hosting
 * upload's build, so both builds write the same content-hashed files: DEPLOY.md, "The server's
 * image"). `gcloud builds submit --tag` only finds a Dockerfile at the root of the upload and passes
 * no build arguments, hence a configuration. Cloud Build reads `$` as a substitution: written `$$`.
 */
export function cloudBuild(s) {
  const buildArgs = s.buildArgs.flatMap(([name, value]) => ['--build-arg', `${name}=${value.replaceAll('$', '$$$$')}`]);
  return {
    steps: [
      {
        name: 'gcr.io/cloud-builders/docker',
        args: ['build', '--file', 'shell/Dockerfile', ...buildArgs, '--tag', s.image, '.'],
      },
    ],
    images: [s.image],
    options: { logging: 'CLOUD_LOGGING_ONLY' },
  };
}

/** What the steps need from deploy/production.json, derived once. */
export function settingsOf(production, { tag, env = {}, dockerfile = '' } = {}) {
  const { project, ssr, cloudRun = {} } = production;
  if (!project) throw new Error('deploy/production.json: `project` (the Google Cloud project id) is missing');
  if (!ssr?.serviceId || !ssr?.region) throw new Error('deploy/production.json: `ssr` needs serviceId and region');
  const region = ssr.region;
  const repository = cloudRun.repository ?? 'ecopanel';
  const accountName = cloudRun.serviceAccount ?? ssr.serviceId;
  const db = new URL(production.databaseUrl);
  const regional = /^([a-z0-9-]+)\.([a-z0-9-]+)\.firebasedatabase\.app$/.exec(db.hostname);
  const legacy = /^([a-z0-9-]+)\.firebaseio\.com$/.exec(db.hostname);
  if (!regional && !legacy) throw new Error(`deploy/production.json: not a Realtime Database URL: ${db.href}`);
  return {
    project,
    region,
    service: ssr.serviceId,
    repository,
    serviceAccount: `${accountName}@${project}.iam.gserviceaccount.com`,
    accountName,
    image: `${region}-docker.pkg.dev/${project}/${repository}/${ssr.serviceId}:${tag ?? 'TAG'}`,
    database: {
      url: production.databaseUrl,
      instance: regional ? regional[1] : legacy[1],
      location: regional ? regional[2] : 'us-central1',
    },
    sites: production.sites,
    shellUrl: `https://${production.sites.shell}.web.app`,
    buildArgs: dockerfileArgs(dockerfile)
      .filter((name) => env[name])
      .map((name) => [name, env[name]]),
  };
}

const env = (s) => [`TRUSTED_PROXY_HOPS=2`, `SERVER_STATE_DATABASE_URL=${s.database.url}`];

/** The service as `gcloud run services replace` takes it: the same settings as `service`, plus the probes. */
export function serviceYaml(s) {
  return {
    apiVersion: 'serving.knative.dev/v1',
    kind: 'Service',
    metadata: { name: s.service, labels: { 'cloud.googleapis.com/location': s.region } },
    spec: {
      template: {
        metadata: {
          annotations: {
            'autoscaling.knative.dev/minScale': String(SERVICE.minInstances),
            'autoscaling.knative.dev/maxScale': String(SERVICE.maxInstances),
            'run.googleapis.com/cpu-throttling': 'false',
            'run.googleapis.com/startup-cpu-boost': 'true',
          },
        },
        spec: {
          containerConcurrency: SERVICE.concurrency,
          serviceAccountName: s.serviceAccount,
          containers: [
            {
              image: s.image,
              ports: [{ name: 'http1', containerPort: SERVICE.port }],
              resources: { limits: { cpu: SERVICE.cpu, memory: SERVICE.memory } },
              env: [
                ...env(s).map((pair) => {
                  const [name, ...value] = pair.split('=');
                  return { name, value: value.join('=') };
                }),
                ...SECRETS.map(({ env: name, secret }) => ({
                  name,
                  valueFrom: { secretKeyRef: { name: secret, key: 'latest' } },
                })),
              ],
              startupProbe: SERVICE.startupProbe,
              livenessProbe: SERVICE.livenessProbe,
            },
          ],
        },
      },
      traffic: [{ latestRevision: true, percent: 100 }],
    },
  };
}

export const SERVICE_YAML = '.tmp/deploy/service.yaml';

/**
 * Every step in runbook order. A step is `{ name, about, args?, commands(s, args, options) }`; a
 * command is `{ argv, input?, env?, write? }`: `input` is generated text sent on standard input
 * (never printed), `env` variables added for that command, `write` a file made before it runs.
 */
export const STEPS = [
  {
    name: 'project',
    about: 'create the Google Cloud project',
    commands: (s) => [{ argv: ['gcloud', 'projects', 'create', s.project, '--name=EcoPanel'] }],
  },
  {
    name: 'billing',
    args: ['<billing account id>'],
    about: 'link a billing account (Blaze plan: Cloud Run rewrites, Cloud Build and more than one database need it)',
    commands: (s, [account]) => [
      { argv: ['gcloud', 'billing', 'projects', 'link', s.project, `--billing-account=${account}`] },
    ],
  },
  {
    name: 'apis',
    about: 'enable the APIs the project uses',
    commands: (s) => [{ argv: ['gcloud', 'services', 'enable', ...APIS, `--project=${s.project}`] }],
  },
  {
    name: 'firebase',
    about: 'add Firebase to the project',
    commands: (s) => [{ argv: [...FIREBASE, 'projects:addfirebase', s.project] }],
  },
  {
    name: 'sites',
    about: 'create a Hosting site for the shell and for each remote (deploy/production.json `sites`)',
    commands: (s) =>
      Object.values(s.sites).map((site) => ({
        argv: [...FIREBASE, 'hosting:sites:create', site, '--project', s.project],
      })),
  },
  {
    name: 'database',
    about: 'create the Realtime Database named by deploy/production.json `databaseUrl`',
    commands: (s) => [
      {
        argv: [
          ...FIREBASE,
          'database:instances:create',
          s.database.instance,
          '--location',
          s.database.location,
          '--project',
          s.project,
        ],
      },
    ],
  },
  {
    name: 'database-rules',
    about: 'publish mfe-impact/database.rules.json (then seed the counter once: DEPLOY.md)',
    commands: (s) => [{ argv: [...FIREBASE, 'deploy', '--only', 'database', '--project', s.project] }],
  },
  {
    name: 'registry',
    about: 'create the Artifact Registry repository for the server image',
    commands: (s) => [
      {
        argv: [
          'gcloud',
          'artifacts',
          'repositories',
          'create',
          s.repository,
          '--repository-format=docker',
          `--location=${s.region}`,
          `--project=${s.project}`,
        ],
      },
    ],
  },
  {
    name: 'service-account',
    about: "create the server's own service account, with no role on the project",
    commands: (s) => [
      {
        argv: [
          'gcloud',
          'iam',
          'service-accounts',
          'create',
          s.accountName,
          `--display-name=${s.service} (Cloud Run)`,
          `--project=${s.project}`,
        ],
      },
    ],
  },
  {
    name: 'secrets',
    about: "make the server's random secrets and let its account (only) read all of them",
    commands: (s) => [
      ...SECRETS.filter((x) => x.random).map((x) => ({
        argv: [
          'gcloud',
          'secrets',
          'create',
          x.secret,
          '--replication-policy=automatic',
          '--data-file=-',
          `--project=${s.project}`,
        ],
        input: { randomBytes: x.random },
      })),
      ...SECRETS.map((x) => ({
        argv: [
          'gcloud',
          'secrets',
          'add-iam-policy-binding',
          x.secret,
          `--member=serviceAccount:${s.serviceAccount}`,
          '--role=roles/secretmanager.secretAccessor',
          `--project=${s.project}`,
        ],
      })),
    ],
  },
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

/** The steps' names, in order: what `npm run deploy -- <step>` takes. */
export const STEP_NAMES = STEPS.map((step) => step.name);
