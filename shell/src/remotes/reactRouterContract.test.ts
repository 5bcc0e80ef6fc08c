import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS as ALL_APPS } from '../data/apps';
import * as reactRouterContract from './reactRouterContract';

const ROOT = path.resolve(__dirname, '../../..');
const APPS = [...ALL_APPS.map((app) => app.dir), 'shared-ui'];

/** Runtime source files: tests, standalone bootstraps and the build-time renderer bring their own router. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    // The shell's server (server/) renders with the router itself; what it hands remotes is the contract.
    if (statSync(file).isDirectory()) return name === 'test' || name === 'ssr' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !['bootstrap.tsx', 'server.tsx'].includes(name)
      ? [file]
      : [];
  });
}

function routerImports(): Map<string, string> {
  const used = new Map<string, string>();
  const pattern = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g;
  for (const app of APPS) {
    for (const file of sources(path.join(ROOT, app, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue;
        for (const raw of match[2]!.split(',')) {
          const name = raw
            .trim()
            .replace(/^type\s+.*/, '')
            .split(/\s+as\s+/)[0]!;
          if (name) used.set(name, path.relative(ROOT, file));
        }
      }
    }
  }
  return used;
}

it('hands the remotes every router export that any app imports at runtime', () => {
  const used = routerImports();
  expect(used.size).toBeGreaterThan(3);
  const missing = [...used]
    .filter(([name]) => !(name in reactRouterContract))
    .map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});

it('hands over working functions and components, not undefined', () => {
  for (const [name, value] of Object.entries(reactRouterContract)) {
    expect([name, typeof value]).toEqual([name, expect.stringMatching(/function|object/)]);
  }
});

it("leaves the router's Link and NavLink out: apps link with shared-ui's RouteLink and NavRouteLink", () => {
  const used = routerImports();
  const links = ['Link', 'NavLink'].filter((name) => used.has(name)).map((name) => `${name} (${used.get(name)})`);
  expect(links).toEqual([]);
  expect(Object.keys(reactRouterContract)).not.toContain('Link');
});
