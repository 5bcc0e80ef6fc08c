import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, appAt, devRemotesJson, PUBLIC_ROUTES_MODULE, REMOTES, SHELL_NAME } from './apps';

// apps.json is the one list of the apps; what cannot read it (npm workspaces, checked-in JSON) is
// held to it here, so adding a remote is one manifest entry plus its folder.
const ROOT = path.resolve(__dirname, '..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

describe.each(APPS.map((app) => [app.name, app] as const))('the app %s', (_, app) => {
  it('has its folder, with a package.json named after it and an rspack config', () => {
    expect(readJson<{ name: string }>(`${app.dir}/package.json`).name).toBe(`@ecopanel/${app.dir}`);
    expect(existsSync(path.join(ROOT, app.dir, 'rspack.config.ts'))).toBe(true);
    expect(existsSync(path.join(ROOT, app.dir, 'jest.config.js'))).toBe(true);
    expect(appAt(path.join(ROOT, app.dir))).toBe(app);
  });

  it('lists the public routes of its pages in its own module', () => {
    expect(existsSync(path.join(ROOT, app.dir, PUBLIC_ROUTES_MODULE))).toBe(true);
  });

  it('exposes files that exist, and routes only to what it exposes', () => {
    for (const [module, file] of Object.entries(app.exposes)) {
      expect([module, existsSync(path.join(ROOT, app.dir, file))]).toEqual([expect.stringMatching(/^\.\/\w+$/), true]);
    }
    for (const route of app.routes) {
      expect(Object.keys(app.exposes)).toContain(`./${route.expose}`);
      expect(route.path).toMatch(/^\/[\w-]+$/);
    }
  });
});

it('lists the shell first, then the remotes, each name, folder, port and port variable once', () => {
  expect(APPS[0]?.name).toBe(SHELL_NAME);
  expect(REMOTES.length).toBe(APPS.length - 1);
  for (const key of ['name', 'dir', 'port', 'portVar'] as const) {
    const values = APPS.map((app) => app[key]);
    expect([key, new Set(values).size]).toEqual([key, values.length]);
  }
  expect(APPS.every((app) => Number.isInteger(app.port) && app.port > 0 && /^[A-Z_]+$/.test(app.portVar))).toBe(true);
});

it('gives no two remotes the same route prefix', () => {
  const prefixes = REMOTES.flatMap((app) => app.routes.map((r) => r.path));
  expect(new Set(prefixes).size).toBe(prefixes.length);
});

it('agrees with the npm workspaces (which cannot read a file): shared-ui, every app, the server, then the tool shelves', () => {
  const { workspaces } = readJson<{ workspaces: string[] }>('package.json');
  expect(workspaces).toEqual([
    'shared-ui',
    ...APPS.map((app) => app.dir),
    'server',
    'releases',
    'build-tools',
    'dev-tools',
  ]);
});

it('gives jest one project per app', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.config.js is CommonJS
  const { projects } = require(path.join(ROOT, 'jest.config.js')) as { projects: string[] };
  for (const app of APPS) expect(projects).toContain(`<rootDir>/${app.dir}/jest.config.js`);
});

it("makes the shell's dev remotes.json from apps.json: every remote on its own port", () => {
  expect(devRemotesJson()).toEqual({
    catalogue: 'http://localhost:3001/mf-manifest.json',
    resources: 'http://localhost:3002/mf-manifest.json',
    quotation: 'http://localhost:3003/mf-manifest.json',
    impact: 'http://localhost:3004/mf-manifest.json',
  });
  expect(Object.keys(devRemotesJson())).toEqual(REMOTES.map((app) => app.name));
});

it('agrees with the production deploy config: a site per app, a manifest URL per remote', () => {
  const production = readJson<{ sites: Record<string, string>; remotes: Record<string, string> }>(
    'deploy/production.json',
  );
  expect(Object.keys(production.sites)).toEqual(APPS.map((app) => app.name));
  expect(Object.keys(production.remotes)).toEqual(REMOTES.map((app) => app.name));
});
