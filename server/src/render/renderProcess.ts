import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Logger } from '../http/log';
import type { RenderResult, RenderTask } from './renderPage';
import { PoolBusyError, StuckRenderError, type RenderPoolOptions } from './renderPool';
import { RENDER_PROCESS_FLAG, type FromChild, type ToChild } from './renderProcessChild';
import { readableFor, renderEnv, sandboxFlags } from './sandbox';

interface Pending {
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

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
