import type { RenderResult, RenderTask } from './renderPage';
import { RenderPool, type RenderPoolOptions } from './renderPool';

/** The argument that makes the server bundle a render process (server.tsx): its options follow, as JSON. */
export const RENDER_PROCESS_FLAG = '--render-process';

/** The messages between the server (RenderProcess) and its render process, over IPC. */
export type ToChild = { type: 'run'; id: number; task: RenderTask } | { type: 'close' };
export type FromChild =
  | { type: 'ready'; threads: number }
  | { type: 'done'; id: number; result: RenderResult }
  | { type: 'failed'; id: number; error: { name: string; message: string; stack?: string } };

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
