// The production runbook (DEPLOY.md, "From a clone to production") top to bottom, for
// deploy/steps-runbook.test.mjs: each step as a person types it, and the calls it must make.
import { CLOUD_BUILD, SERVICE_YAML } from './steps.mjs';
import { APPS, firebase, IMAGE, P, PRODUCTION, REMOTES, SA, SECRETS } from './stepsSandbox.mjs';

/** The runbook top to bottom: each step as a person types it after `npm run deploy --`, and the calls it must make. */
export const SEQUENCE = [
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
