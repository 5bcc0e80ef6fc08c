import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appNamed, REMOTES, SHELL_NAME } from '../apps';
import { checkRelease, formatCheck } from './check';
import {
  liveHistory,
  liveRelease,
  pointTo,
  readFileList,
  releaseFolders,
  RELEASES_DIR,
  RELEASES_INDEX,
  rollBack,
  startCanary,
  type ReleaseIndex,
} from '@ecopanel/releases';
import { fetchStatus, printStatus, type Out } from './serverStatus';

const ROOT = path.resolve(__dirname, '..', '..');

const USAGE = `npm run release -- <command>
  list <app>             every release of <app> (live, candidates, pinned by pages the server keeps)
  check <app> <id>       the contract check of release <id>, each failure on its own line
  promote <app> <id>     check <id>, then make it live (the server renders with it within its release check interval)
    --canary <percent>   ...or give it to that share of browsers first: rolled back by the server when its
                         errors are worse, completed after --complete-after <page views> (default 200)
  rollback <app>         stop a running canary, else make the release live before the live one live again
  status                 each remote's live release as the running server sees it, with its field figures
Options: --server <url> the shell server to ask (default http://localhost:<PORT or ${appNamed(SHELL_NAME).port}>)
         --dist <dir>   the remote's deployable folder (default: <its dir>/dist in this checkout)
<app> is a remote's name in apps.json: ${REMOTES.map((r) => r.name).join(', ')}`;

interface Canary {
  percent: number;
  completeAfter?: number;
}

/** `--dist`: the remote's deployable folder when it is not the checkout's build (a copy of the deployed site, say). */
let distOverride: string | undefined;

const distOf = (app: string) => {
  const entry = REMOTES.find((r) => r.name === app);
  if (!entry) throw new UsageError(`no remote named ${JSON.stringify(app)} in apps.json`);
  return distOverride ?? path.join(ROOT, entry.dir, 'dist');
};

class UsageError extends Error {}

function readIndexFile(dist: string): ReleaseIndex | null {
  try {
    return JSON.parse(readFileSync(path.join(dist, RELEASES_DIR, RELEASES_INDEX), 'utf8')) as ReleaseIndex;
  } catch {
    return null;
  }
}

async function list(app: string, server: string, out: Out) {
  const dist = distOf(app);
  const index = readIndexFile(dist);
  if (!index) throw new UsageError(`${app} has no releases yet: npm run build -w ${appNamed(app).dir}`);
  const live = liveRelease(dist);
  const status = await fetchStatus(server);
  const pinned = status?.remotes?.[app]?.pinned ?? {};
  const history = liveHistory(dist);
  out(`releases of ${app} (${path.relative(ROOT, path.join(dist, RELEASES_DIR))}), most recent first:`);
  // The index lists what builds published here; a folder copied in (from another build, say) counts too.
  const indexed = new Set(index.releases.map((r) => r.id));
  const copied = releaseFolders(path.join(dist, RELEASES_DIR))
    .filter((id) => !indexed.has(id))
    .map((id) => {
      const files = readFileList(path.join(dist, RELEASES_DIR, id), id);
      return {
        id,
        builtAt: files?.builtAt || null,
        commit: files?.commit ?? null,
        count: files?.files.length ?? 0,
        bytes: files?.files.reduce((sum, f) => sum + f.size, 0) ?? 0,
      };
    });
  for (const r of [...index.releases, ...copied]) {
    const state = r.id === live ? 'LIVE' : history.includes(r.id) ? 'was live' : 'candidate';
    const pages = pinned[r.id] ? `, pinned by ${pinned[r.id]} cached pages` : '';
    out(
      `  ${r.id}  ${state.padEnd(9)}  built ${r.builtAt ?? 'unknown'}  commit ${r.commit?.slice(0, 10) ?? 'unknown'}  ${(r.bytes / 1024).toFixed(0)} KiB in ${r.count} files${pages}`,
    );
  }
  out(
    status
      ? `server ${server} renders ${app} with ${status.remotes?.[app]?.live ?? 'no release yet'}`
      : `server ${server} did not answer: pinned pages unknown`,
  );
}

async function check(app: string, id: string, out: Out): Promise<boolean> {
  const result = await checkRelease({ remote: app, dist: distOf(app), id });
  out(formatCheck(result));
  return result.ok;
}

async function promote(app: string, id: string, out: Out, canary?: Canary): Promise<boolean> {
  const dist = distOf(app);
  if (liveRelease(dist) === id) {
    out(`${app} release ${id} is already live`);
    return true;
  }
  if (!(await check(app, id, out))) {
    out(`${app} release ${id} was NOT made live; ${liveRelease(dist) ?? 'no release'} stays live`);
    return false;
  }
  if (canary) {
    startCanary(dist, id, canary.percent, canary.completeAfter);
    out(
      `${app} release ${id} is a canary for ${canary.percent}% of browsers beside ${liveRelease(dist)}: ` +
        `rolled back when its errors are worse, completed after ${canary.completeAfter ?? 'the default'} clean page views ` +
        `(npm run release -- status)`,
    );
    return true;
  }
  pointTo(dist, id);
  out(`${app} release ${id} is live (the server renders with it within its release check interval)`);
  return true;
}

function rollback(app: string, out: Out): boolean {
  // Decided under the release lock (pointer.ts): what it prints is what it changed, also beside a promote.
  const done = rollBack(distOf(app));
  switch (done.done) {
    case 'canary stopped':
      out(`${app}: canary ${done.canary} stopped; ${done.live} serves everyone`);
      return true;
    case 'nothing kept':
      out(`${app}: no earlier live release is kept to roll back to (live: ${done.live ?? 'none'})`);
      return false;
    case 'rolled back':
      out(`${app} rolled back: ${done.to} is live again (was ${done.from})`);
      return true;
  }
}

/** `npm run release -- <command>`: exit code 0 when the command did what it was asked. */
export async function main(argv: string[], out: Out = (line) => console.log(line)): Promise<number> {
  const args = [...argv];
  const at = args.indexOf('--server');
  const server = at >= 0 ? args.splice(at, 2)[1]! : `http://localhost:${process.env.PORT ?? appNamed(SHELL_NAME).port}`;
  const dir = args.indexOf('--dist');
  distOverride = dir >= 0 ? path.resolve(args.splice(dir, 2)[1]!) : undefined;
  const option = (name: string) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const value = Number(args.splice(i, 2)[1]);
    if (!Number.isInteger(value) || value < 1) throw new UsageError(`${name} needs a whole number`);
    return value;
  };
  let canary: Canary | undefined;
  try {
    const percent = option('--canary');
    const completeAfter = option('--complete-after');
    if (percent !== undefined && percent > 99) throw new UsageError('--canary is a percentage from 1 to 99');
    canary = percent ? { percent, completeAfter } : undefined;
  } catch (error) {
    out(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, app, id] = args;
  try {
    const need = (value: string | undefined, what: string) => {
      if (!value) throw new UsageError(`${command} needs ${what}`);
      return value;
    };
    switch (command) {
      case 'list':
        await list(need(app, '<app>'), server, out);
        return 0;
      case 'check':
        return (await check(need(app, '<app>'), need(id, '<id>'), out)) ? 0 : 1;
      case 'promote':
        return (await promote(need(app, '<app>'), need(id, '<id>'), out, canary)) ? 0 : 1;
      case 'rollback':
        return rollback(need(app, '<app>'), out) ? 0 : 1;
      case 'status':
        return (await printStatus(server, out)) ? 0 : 1;
      default:
        out(USAGE);
        return command ? 2 : 0;
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    out(`${error.message}\n\n${USAGE}`);
    return 2;
  }
}
