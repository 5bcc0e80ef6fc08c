// shell/Dockerfile read without Docker (none runs on the machines the suite runs on): its stages and
// COPY steps, the build context its ignore files leave, and the files its runtime stage holds.
// scripts/lib/dockerImage.test.mjs checks the context; e2e/image.test.mjs starts the server from the
// runtime stage's files.
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { minimatch } from 'minimatch';

/**
 * The Dockerfile's stages, in order: `{ from, name, instructions: [{ keyword, args }] }`. Comments
 * and blank lines are dropped, a line ending in `\` is joined to the next.
 */
export function parseDockerfile(text) {
  const stages = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const whole = pending + line;
    pending = '';
    const [, keyword, args = ''] = /^(\S+)\s*(.*)$/.exec(whole);
    const instruction = { keyword: keyword.toUpperCase(), args };
    if (instruction.keyword === 'FROM') {
      const [, from, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      if (!from) throw new Error(`cannot read "${whole}"`);
      stages.push({ from, name, instructions: [] });
    } else {
      if (!stages.length) {
        if (instruction.keyword === 'ARG') continue;
        throw new Error(`"${whole}" before the first FROM`);
      }
      stages.at(-1).instructions.push(instruction);
    }
  }
  return stages;
}

/** A COPY's `{ from, sources, dest }` (`from`: the stage named by --from=, else the build context). */
export function parseCopy(args) {
  const words = [];
  let rest = args.trim();
  let from;
  for (let flag; (flag = /^--([a-z-]+)(?:=(\S*))?\s+/.exec(rest)); rest = rest.slice(flag[0].length)) {
    if (flag[1] === 'from') from = flag[2];
  }
  if (rest.startsWith('[')) words.push(...JSON.parse(rest));
  else words.push(...rest.split(/\s+/));
  if (words.length < 2) throw new Error(`COPY ${args}: a source and a destination`);
  return { from, sources: words.slice(0, -1), dest: words.at(-1) };
}

/** The stage's COPY steps and the WORKDIR each runs in. */
export function copies(stage) {
  let workdir = '/';
  const result = [];
  for (const { keyword, args } of stage.instructions) {
    if (keyword === 'WORKDIR') workdir = path.posix.resolve(workdir, args.trim());
    if (keyword === 'COPY' || keyword === 'ADD') result.push({ ...parseCopy(args), workdir, keyword });
  }
  return result;
}

const patternsOf = (text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

/** Every path of `file` from the root down: `a`, `a/b`, `a/b/c.js`. */
const prefixes = (file) => file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'));

/**
 * .dockerignore's reading (moby/patternmatcher): each pattern is anchored at the context's root
 * (a leading `/` changes nothing); a path is left out when a pattern matches it or one of its
 * folders; `!pattern` takes a path back; the last pattern that matches decides.
 */
export function dockerIgnore(text) {
  const rules = patternsOf(text).map((line) => {
    const negated = line.startsWith('!');
    const pattern = path.posix.normalize((negated ? line.slice(1) : line).trim()).replace(/^\/+|\/+$/g, '');
    return { negated, pattern };
  });
  return (file) => {
    let ignored = false;
    for (const { negated, pattern } of rules) {
      if (prefixes(file).some((p) => minimatch(p, pattern, { dot: true }))) ignored = !negated;
    }
    return ignored;
  };
}

/**
 * .gcloudignore's reading, which is .gitignore's: a pattern without a `/` but at its end matches a
 * name at any depth, one with a `/` is anchored at the root; a trailing `/` matches folders only; a
 * path is left out when it or one of its folders is (nothing under a left-out folder comes back).
 */
export function gitIgnore(text) {
  const rules = patternsOf(text).map((line) => {
    const negated = line.startsWith('!');
    let pattern = negated ? line.slice(1) : line;
    const dirOnly = pattern.endsWith('/');
    pattern = pattern.replace(/\/+$/, '');
    pattern = pattern.includes('/') ? pattern.replace(/^\/+/, '') : `**/${pattern}`;
    return { negated, pattern, dirOnly };
  });
  return (file) => {
    const parts = prefixes(file);
    return parts.some((prefix, i) => {
      const isDir = i < parts.length - 1;
      let ignored = false;
      for (const { negated, pattern, dirOnly } of rules) {
        if ((!dirOnly || isDir) && minimatch(prefix, pattern, { dot: true })) ignored = !negated;
      }
      return ignored;
    });
  };
}

/**
 * The build context the ignore files leave of `root`: every file (`/`-separated, relative) that
 * none of `ignored` leaves out. A folder left out whole is not walked (node_modules).
 */
export function contextFiles(root, ignored) {
  const out = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const file = rel ? `${rel}/${entry.name}` : entry.name;
      if (ignored.some((isIgnored) => isIgnored(file))) continue;
      if (entry.isDirectory()) walk(file);
      else out.push(file);
    }
  };
  walk('');
  return out.sort();
}

/** Whether a COPY source (a file, a folder, `.`) is found in the context's files. */
export function inContext(source, files) {
  const clean = path.posix.normalize(source).replace(/^\/+|\/+$/g, '');
  if (clean === '.' || clean === '') return files.length > 0;
  return files.some((file) => file === clean || file.startsWith(`${clean}/`) || minimatch(file, clean, { dot: true }));
}

/**
 * Where each COPY of the runtime (last) stage puts what, relative to its WORKDIR: `[{ source,
 * target }]`, `source` relative to the context's root or, for a `--from` stage, to that stage's
 * root (`/src/shell/dist` of a stage whose WORKDIR is /src: `shell/dist` in a checkout built in
 * place), `target` relative to the runtime stage's WORKDIR.
 */
export function runtimeCopies(stages) {
  const runtime = stages.at(-1);
  const runtimeCopiesList = copies(runtime);
  const workdir = runtimeCopiesList[0]?.workdir ?? '/';
  return runtimeCopiesList.flatMap(({ from, sources, dest, workdir: at }) => {
    if (at !== workdir) throw new Error(`COPY in ${at}: one WORKDIR in the runtime stage (${workdir})`);
    const fromStage = from && stages.find((s) => s.name === from);
    if (from && !fromStage) throw new Error(`COPY --from=${from}: no such stage`);
    const sourceRoot = fromStage ? (copies(fromStage)[0]?.workdir ?? '/') : '/';
    return sources.map((source) => {
      const rel = fromStage ? path.posix.relative(sourceRoot, path.posix.resolve(sourceRoot, source)) : source;
      if (rel.startsWith('..')) throw new Error(`COPY --from=${from} ${source}: outside ${sourceRoot}`);
      const toDir = dest.endsWith('/') || sources.length > 1 || dest === '.';
      const target = path.posix.normalize(toDir ? path.posix.join(dest, path.posix.basename(rel)) : dest);
      return { from, source: rel, target: path.posix.relative(workdir, path.posix.resolve(workdir, target)) };
    });
  });
}

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
