import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

// What the server checks of a request before anything answers it, and its answer to one Node
// cannot parse.

/** A path that decodes without error and holds no NUL. */
export const decodesCleanly = (pathname: string) => {
  try {
    return !decodeURIComponent(pathname).includes('\0');
  } catch {
    return false;
  }
};

/** Health answers: never cached by anyone. */
export const HEALTH_HEADERS = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/** A page route: a GET or HEAD for a path with no file extension (files are served as built). */
export const isPageRequest = (method: string | undefined, url: string | undefined): boolean =>
  (method === 'GET' || method === 'HEAD') && /^\/[^.?]*(\?|$)/.test(url ?? '');

/**
 * The answer to a request Node cannot parse (a malformed line, a lying or doubled Content-Length,
 * headers too large): its status with `headers`, and the connection closed.
 */
export function answerUnparsed(error: NodeJS.ErrnoException, socket: Socket, headers: Record<string, string>): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines}Cache-Control: no-store\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}
