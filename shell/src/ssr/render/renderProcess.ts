import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../http/log';
import type { RenderResult, RenderTask } from './renderPage';
import { PoolBusyError, RenderPool, StuckRenderError, type RenderPoolOptions } from './renderPool';

/** The argument that makes the server bundle a render process (server.tsx): its options follow, as JSON. */
export const RENDER_PROCESS_FLAG = '--render-process';

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

interface Pending {
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

type ToChild = { type: 'run'; id: number; task: RenderTask } | { type: 'close' };
type FromChild =
  | { type: 'ready'; threads: number }
  | { type: 'done'; id: number; result: RenderResult }
  | { type: 'failed'; id: number; error: { name: string; message: string; stack?: string } };

export interface RenderProcessOptions extends RenderPoolOptions {
  log?: Logger;
  /** What the render process may read (default: readableFor the bundle, dist and registry). */
  readable?: string[];
}

/**
 * The render pool (renderPool.ts) in a process of its own, the remotes' code with it: started with
 * no environment but NODE_ENV (no PREVIEW_TOKEN, no SERVER_STATE_TOKEN), under Node's permission
 * model (sandboxFlags): a release's server code can read neither this process's secrets nor a file
 * outside the shell's own, and cannot start a process. Same contract as RenderPool: `run` answers
 * a task, or rejects with PoolBusyError / StuckRenderError / another error, by the task's deadline.
 *
 * If the process ends (a release that kills it, a crash), the tasks it had fail at once (their
 * requests get the last good page or the skeleton, as for a failed render) and a new one is started;
 * tasks that arrive meanwhile wait for it until their deadline.
 *
 * What it costs (issue 40, point 7; measured 2026-11-28 on the 2-core dev machine, Node 20, while
 * other work ran on it: the same server bundle with RenderPool in the server's process against this,
 * interleaved rounds, autocannon -c 50 -d 8, medians of 3 runs of 3-4 rounds each): a cached product
 * page 1356 -> 1212, 1705 -> 1723, 1793 -> 1776 req/s (no cost: it never reaches this process); a
 * page rendered per request (an unknown product, each URL new) 296 -> 253, 438 -> 407, 514 -> 403
 * req/s (7-22% fewer; the task and its HTML cross a process boundary; rounds of one variant varied
 * by 30% and more). Memory: the server alone 349-431 MiB before, server and render process together
 * 467-540 MiB after (the render process 239-278): about 85 MiB more, a second Node and V8 heap.
 */
export class RenderProcess {
  private child?: ChildProcess;
  private ready!: Promise<ChildProcess>;
  private markReady!: (child: ChildProcess) => void;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closing = false;
  private waiting = false;
  private starts: number[] = [];
  private threadCount = 0;
  private readonly slackMs: number;

  constructor(private readonly o: RenderProcessOptions) {
    // Past a task's deadline, the pool has ended it by then (grace, then the render limit): this is
    // only the backstop for a process that stopped answering.
    this.slackMs = (o.graceMs ?? 750) + (o.renderLimitMs ?? 500) + 5000;
    this.start();
  }

  async run(task: RenderTask): Promise<RenderResult> {
    const deadline = task.startedAt + task.budgetMs;
    let timer: NodeJS.Timeout | undefined;
    const child = await Promise.race([
      this.ready,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PoolBusyError()), Math.max(0, deadline - Date.now()));
      }),
    ]).finally(() => clearTimeout(timer));
    const id = this.nextId++;
    return new Promise<RenderResult>((resolve, reject) => {
      const backstop = setTimeout(
        () => this.settle(id, undefined, new Error('the render process did not answer in time')),
        Math.max(0, deadline - Date.now()) + this.slackMs,
      );
      this.pending.set(id, { resolve, reject, timer: backstop });
      // The task as the handler made it: plain data, nothing of this process's environment.
      const message: ToChild = { type: 'run', id, task: { ...task, renderStarted: undefined } };
      try {
        child.send(message, (error) => {
          if (error) this.settle(id, undefined, error);
        });
      } catch (error) {
        this.settle(id, undefined, error as Error);
      }
    });
  }

  get threads(): number {
    return this.threadCount;
  }

  async close(): Promise<void> {
    this.closing = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      child.send({ type: 'close' } satisfies ToChild);
    } catch {
      child.kill('SIGKILL');
    }
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }

  private start() {
    this.notReady();
    const { log, readable, ...options } = this.o;
    const pool = {
      ...options,
      filename: path.resolve(options.filename),
      dist: path.resolve(options.dist),
      registryFile: path.resolve(options.registryFile),
    };
    const bundleDir = path.dirname(pool.filename);
    const child = fork(pool.filename, [RENDER_PROCESS_FLAG, JSON.stringify(pool)], {
      execArgv: sandboxFlags(readable ?? readableFor({ bundleDir, dist: pool.dist, registryFile: pool.registryFile })),
      // Node 24's worker threads may read their working folder whatever the flags say (v24.21.0,
      // measured: a thread read the repository it was started in): the bundle's folder, already
      // readable, is theirs.
      cwd: bundleDir,
      env: renderEnv(),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    this.child = child;
    this.starts = [...this.starts.filter((at) => Date.now() - at < 60_000), Date.now()];
    child.on('message', (message: FromChild) => {
      if (message.type === 'ready') {
        this.threadCount = message.threads;
        this.waiting = false;
        this.markReady(child);
      } else if (message.type === 'done') this.settle(message.id, message.result);
      else if (message.type === 'failed') this.settle(message.id, undefined, revive(message.error));
    });
    child.on('error', (error) => log?.({ severity: 'ERROR', message: `render process: ${error.message}` }));
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      // Tasks from now on wait for the next process (until their deadline), not this one.
      this.notReady();
      const ended = new Error(`the render process ended (${signal ?? `exit code ${code}`})`);
      for (const id of [...this.pending.keys()]) this.settle(id, undefined, ended);
      if (this.closing) return;
      log?.({ severity: 'ERROR', message: `${ended.message}; starting a new one` });
      // One that keeps ending at once is started again less and less often (at most every 5 s).
      const delay = Math.min(5000, 100 * 2 ** Math.max(0, this.starts.length - 2));
      setTimeout(() => this.closing || this.start(), this.starts.length > 2 ? delay : 0).unref();
    });
  }

  /** Tasks wait for the next ready process (those waiting for one that ended before it was ready wait on). */
  private notReady() {
    if (this.waiting) return;
    this.ready = new Promise((resolve) => (this.markReady = resolve));
    this.waiting = true;
  }

  private settle(id: number, result?: RenderResult, error?: Error) {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    clearTimeout(pending.timer);
    if (error) pending.reject(error);
    else pending.resolve(result!);
  }
}

/** An error from the render process as the handler tells them apart (remoteAnswer.ts). */
function revive(e: { name: string; message: string; stack?: string }): Error {
  const error =
    e.name === 'PoolBusyError'
      ? new PoolBusyError()
      : e.name === 'StuckRenderError'
        ? new StuckRenderError(0)
        : new Error();
  error.message = e.message;
  if (e.stack) error.stack = e.stack;
  return error;
}

/**
 * The render process itself (the server bundle started by RenderProcess with RENDER_PROCESS_FLAG):
 * the render pool, fed over IPC; it ends when the server does (its channel closes).
 */
export function serveRenders(argv: string[] = process.argv): void {
  const options = JSON.parse(argv[argv.indexOf(RENDER_PROCESS_FLAG) + 1]!) as RenderPoolOptions;
  const pool = new RenderPool(options);
  const send = (message: FromChild) => {
    if (process.connected) process.send!(message);
  };
  process.on('message', (message: ToChild) => {
    if (message.type === 'close') {
      void pool.close().finally(() => process.exit(0));
      return;
    }
    const { id, task } = message;
    pool.run(task).then(
      (result) => send({ type: 'done', id, result: withoutWorkerFields(result) }),
      (error: unknown) => {
        const e = error instanceof Error ? error : new Error(String(error));
        send({ type: 'failed', id, error: { name: e.name, message: e.message, stack: e.stack } });
      },
    );
  });
  process.on('disconnect', () => process.exit(0));
  // Ctrl-C in a terminal reaches the whole process group: the server drains, then closes this.
  process.on('SIGINT', () => {});
  send({ type: 'ready', threads: pool.threads });
}

/** The result as RenderPool answers it, less what only the pool reads. */
function withoutWorkerFields(result: RenderResult): RenderResult {
  const { releasesSuperseded: _, ...rest } = result as RenderResult & { releasesSuperseded?: number };
  return rest;
}
