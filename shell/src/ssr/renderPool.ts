import Piscina from 'piscina';
import type { RenderResult, RenderTask } from './renderPage';

/** Every thread was busy until the request's deadline: the page is answered without the remote's part. */
export class PoolBusyError extends Error {
  constructor() {
    super('every render thread was busy until the deadline');
    this.name = 'PoolBusyError';
  }
}

export class StuckRenderError extends Error {
  constructor(ms: number) {
    super(`render did not end within ${ms} ms; its worker thread was ended`);
    this.name = 'StuckRenderError';
  }
}

export interface RenderPoolOptions {
  /** The server bundle, which exports `renderTask` (renderWorker.ts). */
  filename: string;
  /** The shell's built dist, for the page template. */
  dist: string;
  /** Worker threads (default 3 on two cores: one stuck render still leaves two). */
  threads?: number;
  /** Past a task's own budget, how long before its thread is ended. */
  graceMs?: number;
  /** A thread that has loaded this many releases is retired (their code cannot be unloaded otherwise). */
  recycleAfterReleases?: number;
}

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
  private readonly recycleAfter: number;

  constructor(private readonly o: RenderPoolOptions) {
    this.graceMs = o.graceMs ?? 1000;
    this.size = o.threads ?? 3;
    this.recycleAfter = o.recycleAfterReleases ?? 24;
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
    const limit = Math.max(0, task.startedAt + task.budgetMs - Date.now()) + this.graceMs;
    const signal = AbortSignal.timeout(limit);
    const pool = this.pool;
    try {
      const result = (await pool.run(task, { name: 'renderTask', signal })) as RenderResult & {
        releasesLoaded: number;
      };
      if (result.releasesLoaded >= this.recycleAfter && pool === this.pool) this.recycle();
      return result;
    } catch (error) {
      if (signal.aborted) throw new StuckRenderError(limit);
      throw error;
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
    this.retired.push(old.close().catch(() => undefined));
  }

  private create(): Piscina {
    const threads = this.size;
    return new Piscina({
      filename: this.o.filename,
      workerData: { dist: this.o.dist },
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Infinity,
      // A remote that eats memory ends its own thread, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
  }
}
