import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * A graceful stop of `server`, run once however often it is asked for: `started` first (readiness
 * answers 503 from then on), no new connection is accepted, idle keep-alive connections are closed
 * as they get there, requests in flight finish (connections still busy after `timeoutMs` are
 * closed), then `closed` releases what the server held.
 *
 * Call it when the server is created: it counts each connection's answers from the first request.
 */
export function drainOnce(
  server: Server,
  o: { timeoutMs: number; started: () => void; closed: () => Promise<void> },
): () => Promise<void> {
  const busy = trackAnswers(server);
  let drained: Promise<void> | undefined;
  return () =>
    (drained ??= (async () => {
      o.started();
      // net's close(), not http's: it stops accepting at once and waits for every open connection
      // (http's also runs Node's closeIdleConnections, see trackAnswers). Keep-alive connections
      // that sit idle, or become idle once their answers are sent, are closed as they get there.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      const closeIdle = () => {
        for (const socket of busy.idle()) socket.destroy();
      };
      closeIdle();
      const idle = setInterval(closeIdle, 50);
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

/**
 * Which connections have nothing to receive or send. Not Node's closeIdleConnections() (which http's
 * close() also runs): it counts an answer done once `end()` is called, with up to a write buffer of
 * it still unsent, and on Node 24 it cut a slow reader's download short (a pipelined reader lost its
 * last kilobytes and the drain ended at once). Here a connection is idle when every request it sent
 * was emitted (no bytes read since the last one: a request whose headers are still arriving keeps
 * it), every answer was handed to the system in full ('close' after 'finish'), and its own write
 * buffer is empty.
 */
function trackAnswers(server: Server): { idle(): Socket[] } {
  const open = new Map<Socket, { answers: number; readAtRequest: number }>();
  server.on('connection', (socket: Socket) => {
    open.set(socket, { answers: 0, readAtRequest: 0 });
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (req, res) => {
    const state = open.get(req.socket);
    if (!state) return;
    state.answers += 1;
    state.readAtRequest = req.socket.bytesRead;
    res.once('close', () => (state.answers -= 1));
  });
  return {
    idle: () =>
      [...open]
        .filter(([s, { answers, readAtRequest }]) => !answers && s.bytesRead === readAtRequest && !s.writableLength)
        .map(([socket]) => socket),
  };
}
