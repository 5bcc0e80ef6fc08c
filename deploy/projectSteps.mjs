// The runbook's steps that set up the project, once (steps.mjs has them all, in order).
import { SECRETS } from './service.mjs';

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

/** The project's steps, once per project: from creating it to its secrets (steps.mjs says what a step is). */
export const PROJECT_STEPS = [
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
];
