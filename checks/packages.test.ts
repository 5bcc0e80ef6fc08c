import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Issue 41: every local package has a name no public registry can hand to a stranger (an install
// outside the workspace, a Docker stage, a tool, would otherwise resolve someone else's `shell` or
// `dev-tools`), and every dependency's install script has been reviewed (npm 12 runs none that
// `allowScripts` does not name; npm 11 warns on each install).
const ROOT = path.resolve(__dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
const root = readJson('package.json') as {
  name: string;
  workspaces: string[];
  allowScripts: Record<string, boolean>;
  '//allowScripts': string[];
};
const local = [root, ...root.workspaces.map((dir) => readJson(`${dir}/package.json`))] as {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}[];

it('names every local package under the @ecopanel scope', () => {
  expect(local.map((pkg) => pkg.name).filter((name) => !name.startsWith('@ecopanel/'))).toEqual([]);
});

it('depends on local packages only by their scoped names', () => {
  const names = new Set(local.map((pkg) => pkg.name.replace('@ecopanel/', '')));
  const unscoped = local.flatMap((pkg) =>
    Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
      .filter((dep) => names.has(dep))
      .map((dep) => `${pkg.name} -> ${dep}`),
  );
  expect(unscoped).toEqual([]);
});

it('has reviewed every install script: npm lists none unreviewed, and each decision gives its reason', () => {
  const listed = JSON.parse(
    execFileSync('npm', ['install-scripts', 'ls', '--json'], { cwd: ROOT, encoding: 'utf8' }),
  ) as { allowScripts: unknown[] };
  expect(listed.allowScripts).toEqual([]);
  for (const name of Object.keys(root.allowScripts))
    expect(root['//allowScripts'].some((line) => line.startsWith(`${name} `) || line.startsWith(`${name}:`))).toBe(
      true,
    );
});
