import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import type { RenderResult, RenderTask } from './renderPage';

/** Every thread was busy until the request's deadline: the page is answered without the remote's part. */
export class PoolBusyError extends Error {
  constructor() {
    super('every render thread was busy until the deadline');
    this.name = 'PoolBusyError';
  }
}

/** Node has had it since 16; TypeScript's lib has it from ES2024, which the repository does not target yet. */
type AtomicsWithWaitAsync = typeof Atomics & {
  waitAsync(array: Int32Array, index: number, value: number, timeoutMs: number): { value: Promise<string> | string };
};

export class StuckRenderError extends Error {
  constructor(ms: number) {
    super(`render did not end (${ms} ms into the request); its worker thread was ended`);
    this.name = 'StuckRenderError';
  }
}

export interface RenderPoolOptions {
  /** The server bundle, which exports `renderTask` (renderWorker.ts). */
  filename: string;
  /** The shell's built dist, for the page template. */
  dist: string;
  /** The deployed remotes.json: a new thread loads the remotes' current releases from it at once. */
  registryFile: string;
  /** Worker threads (default renderThreads(): the vCPUs this process may use, plus one). */
  threads?: number;
  /** Past a task's own budget, how long before its thread is ended. */
  graceMs?: number;
  /** How long a render may run once its code is loaded (default 500 ms; a render takes a few ms). */
  renderLimitMs?: number;
  /**
   * Once a thread has loaded this many releases over earlier ones (default 1: every new release),
   * the pool is replaced: the earlier releases' code cannot be unloaded otherwise.
   */
  recycleAfterReleases?: number;
}

/**
 * How many render threads: one per vCPU the process may use, plus one, and two at least. A render is
 * CPU work of a few milliseconds, so threads past the vCPUs add no throughput; the one spare keeps
 * every vCPU rendering while one thread is stuck in a remote that loops (up to its budget and grace,
 * about 2 s, before it is ended), and two at least keep a 1-vCPU instance from queueing every page
 * behind one stuck render. `os.availableParallelism()` counts the CPUs of the affinity mask and, on
 * Node 22 and 24 (libuv 1.49 and later), the cgroup's CPU quota, so on Cloud Run it follows the
 * service's `--cpu` (DEPLOY.md): 2 vCPUs give 3 threads, what the pool had fixed before, 4 give 5.
 */
export const renderThreads = (cpus: number = availableParallelism()): number => Math.max(2, cpus + 1);

/**
 * Worker threads that run the remotes' code (piscina). A render that does not end in time (a
 * remote that loops forever) has its thread ended by an AbortSignal and replaced, and the request
 * is answered without that part. A pool whose threads have loaded many releases is replaced by a
 * fresh one, the old one finishing what it has: ending a thread is the only way to free a remote's
 * old code, as the federation runtime cannot unload it.
 */
export class RenderPool {
  private pool: Piscina;
  private retired: Promise<void>[] = [];
  private readonly size: number;
  private running = 0;
  private readonly waiters: (() => void)[] = [];
  private readonly graceMs: number;
  private readonly renderLimitMs: number;
  private readonly recycleAfter: number;

  constructor(private readonly o: RenderPoolOptions) {
    this.graceMs = o.graceMs ?? 750;
    this.renderLimitMs = o.renderLimitMs ?? 500;
    this.size = o.threads ?? renderThreads();
    this.recycleAfter = o.recycleAfterReleases ?? 1;
    this.pool = this.create();
  }

  /**
   * Runs `task` on a free thread. Tasks wait here, not in piscina's queue, so the clock that ends a
   * stuck thread starts when the task starts running: a task that only waited is never taken for
   * a stuck one.
   */
  async run(task: RenderTask): Promise<RenderResult> {
    await this.acquire(task.startedAt + task.budgetMs);
    try {
      return await this.dispatch(task);
    } finally {
      this.release();
    }
  }

  private acquire(deadline: number): Promise<void> {
    if (this.running < this.size) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter = () => {
        clearTimeout(timer);
        this.running += 1;
        resolve();
      };
      const timer = setTimeout(
        () => {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          reject(new PoolBusyError());
        },
        Math.max(0, deadline - Date.now()),
      );
      this.waiters.push(waiter);
    });
  }

  private release() {
    this.running -= 1;
    this.waiters.shift()?.();
  }

  private async dispatch(task: RenderTask): Promise<RenderResult> {
    // The loads may take the request's whole budget (a cold start); the render itself, once its
    // code is in, takes milliseconds: a render still running RENDER_LIMIT_MS after it began is stuck,
    // and its thread is ended then, not at the end of the budget.
    const limit = Math.max(0, task.startedAt + task.budgetMs - Date.now()) + this.graceMs;
    const renderStarted = new Int32Array(new SharedArrayBuffer(4));
    const controller = new AbortController();
    const timers = [setTimeout(() => controller.abort(), limit)];
    const waiting = (Atomics as AtomicsWithWaitAsync).waitAsync(renderStarted, 0, 0, limit);
    void Promise.resolve(waiting.value).then((outcome) => {
      if (outcome !== 'timed-out') timers.push(setTimeout(() => controller.abort(), this.renderLimitMs));
    });
    const pool = this.pool;
    try {
      const result = (await pool.run(
        { ...task, renderStarted },
        { name: 'renderTask', signal: controller.signal },
      )) as RenderResult & { releasesSuperseded: number };
      if (result.releasesSuperseded >= this.recycleAfter && pool === this.pool) this.recycle();
      return result;
    } catch (error) {
      if (controller.signal.aborted) throw new StuckRenderError(Date.now() - task.startedAt);
      throw error;
    } finally {
      for (const timer of timers) clearTimeout(timer);
      // Wakes the wait above if the render never began (a load failed), so it does not linger.
      Atomics.notify(renderStarted, 0);
    }
  }

  get threads(): number {
    return this.pool.threads.length;
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.destroy(), ...this.retired]);
  }

  private recycle() {
    const old = this.pool;
    this.pool = this.create();
    // The old threads finish what they have, then end, and their heaps (the old code) with them.
    const closing = old.close().catch(() => undefined);
    this.retired.push(closing);
    void closing.then(() => this.retired.splice(this.retired.indexOf(closing), 1));
  }

  private create(): Piscina {
    const threads = this.size;
    return new Piscina({
      filename: this.o.filename,
      workerData: { dist: this.o.dist, registryFile: this.o.registryFile },
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Infinity,
      // A remote that eats memory ends its own thread, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
  }
}
