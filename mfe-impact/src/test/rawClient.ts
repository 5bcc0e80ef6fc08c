// A client that speaks the local database's wire protocol by hand, as a crafted script (or another
// web page) would, and a plain HTTP GET: for localDatabaseServer.*.test.ts.
import { request as httpRequest } from 'node:http';

/** Polls `check` (every 20 ms, for up to 2 s) until it holds, and fails the test if it never does. */
export const eventually = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

interface RawSocket {
  on(event: 'open' | 'close', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'unexpected-response', listener: (req: unknown, res: { statusCode?: number }) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  send(data: string): void;
  close(): void;
  terminate(): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { WebSocket } = require('ws') as {
  WebSocket: new (url: string, options?: { headers?: Record<string, string>; origin?: string }) => RawSocket;
};
type Frame = { t: string; d: { t?: string; r?: number; d?: unknown; b?: { s?: string; d?: unknown } } };

/** Opens a raw connection; resolves once open (with what arrives), rejects with the refusal's status. */
export function rawClient(port: number, { host, origin }: { host?: string; origin?: string } = {}) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=local-upvc`, {
    ...(host ? { headers: { host } } : {}),
    ...(origin ? { origin } : {}),
  });
  const frames: Frame[] = [];
  let closed = false;
  socket.on('message', (data) => {
    const parsed = JSON.parse(data.toString()) as Frame | number;
    if (typeof parsed === 'object') frames.push(parsed);
  });
  socket.on('close', () => (closed = true));
  return new Promise<{
    frames: Frame[];
    send(message: unknown): void;
    isClosed(): boolean;
    close(): void;
    reply(r: number): Promise<Frame>;
  }>((resolve, reject) => {
    socket.on('unexpected-response', (_req, res) => {
      reject(Object.assign(new Error(`refused with ${res.statusCode}`), { status: res.statusCode }));
      // With this listener ws leaves the refused request open; it would outlive the test.
      socket.terminate();
    });
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        frames,
        send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
        isClosed: () => closed,
        close: () => socket.terminate(),
        async reply(r) {
          await eventually(() => frames.some((f) => f.t === 'd' && f.d.r === r));
          return frames.find((f) => f.t === 'd' && f.d.r === r) as Frame;
        },
      }),
    );
  });
}

/** An HTTP GET with the headers fetch() will not let a test set (Host). */
export function rawGet(port: number, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}
