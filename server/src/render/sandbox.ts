import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

// What a render process may reach: its environment and the files Node's permission model lets it read.

/**
 * The only variables a render process gets (issue 40, point 7: a release holds no key to the
 * site). Rendering reads NODE_ENV alone (React and the router pick their production builds by it;
 * the site's settings are inlined at build); the allocator's settings (shell/Dockerfile) keep the
 * render threads' memory flat over releases, and are no secret.
 */
const PASSED_ENV = ['MALLOC_ARENA_MAX', 'GLIBC_TUNABLES'] as const;

export function renderEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const passed: Record<string, string> = { NODE_ENV: 'production' };
  for (const name of PASSED_ENV) if (env[name] !== undefined) passed[name] = env[name];
  return passed;
}

/**
 * Node's permission model for the render process: files read only in `readable` (the server bundle,
 * the shell's dist, the registry, node_modules), no child process, no file written, and worker
 * threads allowed (the render pool's; they inherit the same limits). Node 20 names it
 * --experimental-permission, 22.13 and later --permission (Node 24 refuses the old name). V8's
 * memory settings of this process (NODE_OPTIONS in shell/Dockerfile) carry over.
 */
export function sandboxFlags(
  readable: string[],
  version: string = process.versions.node,
  inherited: string[] = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)],
): string[] {
  const [major, minor] = version.split('.').map(Number) as [number, number];
  const permission = major > 22 || (major === 22 && minor >= 13) ? '--permission' : '--experimental-permission';
  return [
    permission,
    ...[...new Set(readable)].map((dir) => `--allow-fs-read=${dir}`),
    '--allow-worker',
    // Expected, and said once here instead of at every start: the model is experimental on Node 20,
    // and --allow-worker is flagged as a risk (a worker could be started without the limits; it cannot).
    '--disable-warning=ExperimentalWarning',
    '--disable-warning=SecurityWarning',
    ...inherited.filter((flag) => /^--max-(semi|old)-space-size=\d+$/.test(flag)),
  ];
}

/**
 * What a render process may read: the server bundle's folder, the shell's dist, the registry file,
 * and the packages of every node_modules the bundle's `require` looks in. Package by package, not
 * the whole folder: Node follows a symbolic link inside an allowed folder wherever it points, and a
 * workspace's node_modules links every workspace (the other teams' sources, the dev tools). Of the
 * linked packages only those the shell depends on (@ecopanel/shared-ui), with their real folders. Each name
 * is allowed in every one of those node_modules, there or not: Node 24 looks a package up in each
 * in turn, and a place it may not read ends the lookup (ERR_ACCESS_DENIED, not "not found").
 */
export function readableFor(o: { bundleDir: string; dist: string; registryFile: string }): string[] {
  const readable = [o.bundleDir, o.dist, o.registryFile];
  const wanted = dependenciesOf(o.bundleDir);
  const folders: string[] = [];
  for (let dir = o.bundleDir; ; dir = path.dirname(dir)) {
    const modules = path.join(dir, 'node_modules');
    if (existsSync(modules)) folders.push(modules);
    if (path.dirname(dir) === dir) break;
  }
  const names = new Set<string>();
  for (const modules of folders)
    for (const { name, link } of packagesIn(modules))
      if (!link || wanted.has(name)) {
        names.add(name);
        if (link)
          try {
            readable.push(realpathSync(path.join(modules, name)));
          } catch {
            // A dangling link: nothing to read there.
          }
      }
  for (const modules of folders)
    for (const name of names) {
      const at = path.join(modules, name);
      // A folder allowed is allowed with what is in it only if it exists; else it takes the wildcard.
      readable.push(existsSync(at) ? at : `${at}/*`);
    }
  return readable;
}

/** The `dependencies` of the package the bundle belongs to (the shell's package.json above it). */
function dependenciesOf(from: string): Set<string> {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file))
      return new Set(
        Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { dependencies?: object }).dependencies ?? {}),
      );
    if (path.dirname(dir) === dir) return new Set();
  }
}

/** The packages in `modules` (`@scope/name` for scoped ones), and which are symbolic links. */
function packagesIn(modules: string): { name: string; link: boolean }[] {
  const found: { name: string; link: boolean }[] = [];
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    if (entry.name.startsWith('@') && entry.isDirectory())
      for (const scoped of readdirSync(path.join(modules, entry.name), { withFileTypes: true }))
        found.push({ name: `${entry.name}/${scoped.name}`, link: scoped.isSymbolicLink() });
    else found.push({ name: entry.name, link: entry.isSymbolicLink() });
  }
  return found;
}
