// What may import what (eslint.config.mjs applies it): the borders between the repo's rooms, and
// which package.json each workspace's files must declare their imports in.
import { readdirSync, readFileSync } from 'node:fs';

/** The apps (apps.json): each imports only shared-ui (by name, through its `exports`) and its own files. */
const APPS = JSON.parse(readFileSync(new URL('../apps.json', import.meta.url), 'utf8')).apps.map((app) => app.dir);
const WORKSPACES = [...APPS, 'server', 'shared-ui', 'releases', 'build-tools'];

/** Files that run in the build or in tests, not in the shipped app: they may use the root's devDependencies. */
const TOOLING = [
  '**/*.test.{ts,tsx,mjs}',
  '**/e2e/**',
  '**/playwright.config.mjs',
  '**/src/test/**',
  '**/jest.config.js',
  '**/rspack.config.ts',
  '**/*.build.ts',
  '**/build/**',
  '**/server/**',
];

/** Where an app's shipped code lives (everything but its build config, which may use build-tools). */
const shippedCode = (app) => [`./${app}/src`, `./${app}/server`, `./${app}/server.cjs`];

export const borders = [
  // Apps never reach into one another (they meet at runtime through Module Federation).
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'Apps import only shared-ui and their own files; other apps are loaded at runtime.',
  })),
  // build-tools is for the build config (rspack.config.ts, *.build.ts, build/): never in shipped code.
  ...APPS.map((app) => ({
    target: shippedCode(app),
    from: './build-tools',
    message: 'build-tools is for build config files (rspack.config.ts, *.build.ts) only.',
  })),
  // shared-ui is the bottom layer: it imports no app and no build code.
  {
    target: './shared-ui',
    from: [...APPS.map((app) => `./${app}`), './server', './build-tools', './scripts', './e2e'],
    message: 'shared-ui imports no app and not the server.',
  },
  // The build tools serve every app, so they depend on none of them.
  {
    target: './build-tools',
    from: [...APPS.map((app) => `./${app}`), './server'],
    message: 'build-tools imports no app and not the server (it runs the built server bundle).',
  },
  // The release contract is read by the release tools, the shell's server and the bench; it reads none of them.
  {
    target: './releases',
    from: [...APPS.map((app) => `./${app}`), './server', './shared-ui', './scripts', './e2e'],
    message: 'releases/ (the release contract) imports no app, server, shared-ui, script or test.',
  },
  // The composition server (server/, a workspace of its own) renders the shell's UI, which it imports
  // by the shell's package exports (no-relative-packages keeps it to those); the shell's UI never
  // imports the server: the bundle's entry (shell/src/server.tsx) is the one file that holds both.
  {
    target: readdirSync(new URL('../shell/src', import.meta.url))
      .filter((name) => name !== 'server.tsx')
      .map((name) => `./shell/src/${name}`),
    from: './server',
    message: "The shell's UI does not import its server (server/).",
  },
  // The server is no app's: no remote's code is imported by it (remotes are loaded at run time).
  {
    target: './server',
    from: APPS.filter((app) => app !== 'shell').map((app) => `./${app}`),
    message: 'The server loads the remotes at run time, from their releases: it imports none of them.',
  },
  // Inside the server, rendering and composing know nothing of how a page is answered, counted or
  // canaried: those folders import them, never the other way.
  ...['render', 'compose'].map((job) => ({
    target: `./server/src/${job}`,
    from: ['answer', 'canary', 'vitals'].map((up) => `./server/src/${up}`),
    message: `server/src/${job} does not import how a page is answered (answer, canary, vitals).`,
  })),
  // checks/ is the top layer (several apps held together in one test): nothing imports it.
  {
    target: [
      './shared-ui',
      './releases',
      './build-tools',
      './dev-tools',
      './server',
      './scripts',
      './e2e',
      ...APPS.map((app) => `./${app}`),
    ],
    from: './checks',
    message: 'checks/ is the top layer: nothing imports it.',
  },
  // The local tools' shelf is the bottom of the tooling: what they serve is handed to them.
  {
    target: './dev-tools',
    from: [
      ...APPS.map((app) => `./${app}`),
      './server',
      './shared-ui',
      './releases',
      './build-tools',
      './scripts',
      './e2e',
    ],
    message: 'dev-tools imports no app, server, build code, script or test: callers hand it what it serves.',
  },
];

/**
 * A workspace's shipped files may import only what its own package.json declares. The shell ships
 * bundles: what they bundle in is a devDependency, its `dependencies` are exactly what its server
 * requires at run time (e2e/image.test.mjs; issue 41, point 5).
 */
export const declaredDependencies = WORKSPACES.flatMap((dir) => [
  {
    files: [`${dir}/**`],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          packageDir: [dir],
          devDependencies: dir === 'shell',
          optionalDependencies: false,
          peerDependencies: false,
        },
      ],
    },
  },
  {
    files: TOOLING.map((glob) => `${dir}/${glob}`),
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { packageDir: [dir, '.'], devDependencies: true }],
    },
  },
]);
