// shell/Dockerfile read without Docker (none runs on the machines the suite runs on): its stages and
// COPY steps (dockerfile.mjs), the build context its ignore files leave (buildContext.mjs), and, here,
// the packages and files its runtime stage holds. scripts/lib/dockerImage.test.mjs checks the
// context; e2e/image.test.mjs starts the server from the runtime stage's files.
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export * from './dockerfile.mjs';
export * from './buildContext.mjs';

/**
 * The packages `npm ci --omit=dev -w <workspace>` installs, by the lockfile's locations
 * (`node_modules/react`, `shell/node_modules/lru-cache`): the dependencies of the workspace's
 * package.json (`manifest`; optional ones for this platform, peers as npm 7+ installs them) and
 * theirs, each found as Node finds it, from the requiring package's folder up.
 */
export function productionClosure(lock, workspace, manifest) {
  const packages = lock.packages;
  if (!packages[workspace]) throw new Error(`${workspace}: not a package of the lockfile`);
  const root = { ...manifest, devDependencies: undefined };
  const found = new Map();
  const resolve = (from, name) => {
    for (let at = from; ;) {
      const candidate = `${at ? `${at}/` : ''}node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!at) return undefined;
      const up = at.lastIndexOf('/node_modules/');
      at = up >= 0 ? at.slice(0, up) : '';
    }
  };
  const libc =
    process.platform === 'linux'
      ? process.report.getReport().header.glibcVersionRuntime
        ? 'glibc'
        : 'musl'
      : undefined;
  const fits = (entry) =>
    (!entry.os || entry.os.includes(process.platform)) &&
    (!entry.cpu || entry.cpu.includes(process.arch)) &&
    (!entry.libc || entry.libc.includes(libc));
  const visit = (location, entry) => {
    const optionalPeers = Object.entries(entry.peerDependenciesMeta ?? {}).filter(([, m]) => m.optional);
    const needs = [
      ...Object.keys(entry.dependencies ?? {}).map((name) => [name, false]),
      ...Object.keys(entry.optionalDependencies ?? {}).map((name) => [name, true]),
      ...Object.keys(entry.peerDependencies ?? {})
        .filter((name) => !optionalPeers.some(([peer]) => peer === name))
        .map((name) => [name, false]),
    ];
    for (const [name, optional] of needs) {
      const at = resolve(location, name);
      if (!at) {
        if (optional) continue;
        throw new Error(`${location || workspace} needs ${name}: not in the lockfile`);
      }
      const dependency = packages[at];
      if (optional && !fits(dependency)) continue;
      if (found.has(at)) continue;
      found.set(at, dependency);
      visit(at, dependency);
    }
  };
  visit(workspace, root);
  return found;
}

/**
 * Installs the production closure of `workspace` into `dir` as `npm ci --omit=dev -w <workspace>`
 * lays it out, copying each package from the checkout's install at `root` (its own files, not its
 * nested node_modules) and checking the copy is the version the lockfile pins. Returns the
 * locations installed.
 */
export function installFromCheckout({ root, lock, workspace, manifest, dir }) {
  const closure = productionClosure(lock, workspace, manifest);
  for (const [location, entry] of closure) {
    if (entry.link) throw new Error(`${location}: a workspace link (${entry.resolved}), absent from the runtime stage`);
    const from = path.join(root, location);
    const installed = JSON.parse(readFileSync(path.join(from, 'package.json'), 'utf8'));
    if (installed.version !== entry.version) {
      throw new Error(
        `${location}: ${installed.version} installed here, the lockfile pins ${entry.version} (npm install?)`,
      );
    }
    const ownNodeModules = path.join(from, 'node_modules');
    cpSync(from, path.join(dir, location), {
      recursive: true,
      filter: (file) => file !== ownNodeModules,
    });
  }
  // npm links the workspace itself into node_modules (`node_modules/@ecopanel/shell -> ../../shell`).
  const { name } = manifest;
  if (name) {
    const link = path.join(dir, 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    if (!existsSync(link)) symlinkSync(path.relative(path.dirname(link), path.join(dir, workspace)), link);
  }
  return [...closure.keys()];
}

/** Bytes of every file under `dir` (links not followed): what the files would take in a layer. */
export function sizeOf(dir) {
  const stat = lstatSync(dir);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(dir).reduce((sum, name) => sum + sizeOf(path.join(dir, name)), 0);
}

/** The packages (`react`, `@scope/name`) a CommonJS bundle requires, Node's builtins left out. */
export function requiredPackages(code, builtins) {
  const names = new Set();
  for (const [, specifier] of code.matchAll(/\brequire\(\s*["']([^"'.][^"']*)["']\s*\)/g)) {
    if (specifier.startsWith('node:') || builtins.includes(specifier.split('/')[0])) continue;
    names.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
  }
  return names;
}

/** Whether `file` under `root` is a folder. */
export const isDir = (file) => existsSync(file) && statSync(file).isDirectory();
