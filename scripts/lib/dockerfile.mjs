// shell/Dockerfile read without Docker (dockerImage.mjs): its stages and their COPY steps, and what
// the runtime stage copies from where.
import path from 'node:path';

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
