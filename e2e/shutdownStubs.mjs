// The stubs of e2e/shutdown-*.test.mjs (graceful restarts, issue 21 point 6): a proxy in front of a
// remote that can hold its requests, a database that keeps every write, raw HTTP/1.1 connections,
// and small waits.
import { createServer } from 'node:http';
import { connect } from 'node:net';

/** One line of the server's log: a JSON object (severity, message), or a plain line as its message. */
export const parseLine = (line) => {
  try {
    return JSON.parse(line);
  } catch {
    return { message: line };
  }
};
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A proxy in front of a remote's server. `publish(id)` makes it announce a new release `id` (its
 * files are the live release's, under the new name); `hold(predicate)` keeps matching requests
 * waiting until released.
 */
export async function startStub(port, target) {
  const held = [];
  let hold = () => false;
  let published;
  const server = createServer(async (req, res) => {
    if (hold(req.url)) await new Promise((resolve) => held.push(resolve));
    let path = req.url;
    if (published && path.startsWith('/release.json')) {
      const { id } = published;
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(
        JSON.stringify({
          id,
          manifest: `releases/${id}/mf-manifest.json`,
          server: `releases/${id}/server/remoteEntry.js`,
        }),
      );
      return;
    }
    if (published) path = path.replace(`/releases/${published.id}/`, `/releases/${published.live}/`);
    const upstream = await fetch(`http://127.0.0.1:${target}${path}`, { method: req.method, headers: {} });
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': upstream.headers.get('cache-control') ?? 'no-cache',
      'access-control-allow-origin': '*',
    });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    held,
    holdWhen(predicate) {
      hold = predicate;
    },
    async publish(id) {
      const live = (await (await fetch(`http://127.0.0.1:${target}/release.json`)).json()).id;
      published = { id, live };
    },
    releaseAll() {
      hold = () => false;
      held.splice(0).forEach((resolve) => resolve());
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A stand-in for the shared state's database (the Realtime Database's REST API as sharedState.ts
 * calls it): it answers reads with nothing and keeps every write, with the time it arrived.
 */
export async function startDatabaseStub(port) {
  const writes = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url, 'http://x').pathname.replace(/^\/server\//, '').replace(/\.json$/, '');
      if (req.method === 'PUT')
        writes.push({ path, at: Date.now(), value: JSON.parse(Buffer.concat(chunks).toString()) });
      res.writeHead(200, { 'content-type': 'application/json' }).end(req.method === 'PUT' ? '{}' : 'null');
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { writes, url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A raw HTTP/1.1 connection: `send(text)` writes, `response` is all it read once the server closed it. */
export function rawConnection(port) {
  const socket = connect(port, '127.0.0.1');
  let data = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => (data += chunk));
  const closed = new Promise((resolve) => socket.once('close', () => resolve(data)));
  socket.on('error', () => {});
  return {
    connected: new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject)),
    send: (text) => new Promise((resolve) => socket.write(text, resolve)),
    read: () => data,
    /** Stops reading: what the server sends piles up in its buffers. */
    pause: () => socket.pause(),
    resume: () => socket.resume(),
    closed,
  };
}

/** A new connection's fate: the status it was answered with, or the error's code. */
export const probe = (port, pathname) =>
  fetch(`http://127.0.0.1:${port}${pathname}`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.status,
    (error) => error.cause?.code ?? error.name,
  );

export async function expectSoon(check, what, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(25);
  }
  throw new Error(`not within ${timeoutMs} ms: ${what}`);
}
