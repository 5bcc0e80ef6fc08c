// The shell's server on Cloud Run as the runbook deploys it (steps.mjs): its sizing, secrets,
// environment and probes, its image's build, and the settings the steps read from production.json.

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

/** The service's plain environment (its secrets come from Secret Manager: SECRETS). */
export const env = (s) => [`TRUSTED_PROXY_HOPS=2`, `SERVER_STATE_DATABASE_URL=${s.database.url}`];

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
