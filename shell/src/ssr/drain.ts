import type { Server } from 'node:http';

/**
 * A graceful stop of `server`, run once however often it is asked for: `started` first (readiness
 * answers 503 from then on), no new connection is accepted, idle keep-alive connections are closed
 * as they get there, requests in flight finish (connections still busy after `timeoutMs` are
 * closed), then `closed` releases what the server held.
 */
export function drainOnce(
  server: Server,
  o: { timeoutMs: number; started: () => void; closed: () => Promise<void> },
): () => Promise<void> {
  let drained: Promise<void> | undefined;
  return () =>
    (drained ??= (async () => {
      o.started();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // close() stops accepting at once but waits for every open connection: keep-alive ones that
      // sit idle, or become idle once their request is answered, are closed as they get there.
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      const force = setTimeout(() => server.closeAllConnections(), o.timeoutMs);
      try {
        await closed;
      } finally {
        clearInterval(idle);
        clearTimeout(force);
      }
      await o.closed();
    })());
}
