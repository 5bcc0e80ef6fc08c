// How the suite's browsers reach the suite's own stand-ins (issue 41, point 8). The builds name the
// stand-ins at fixed addresses (mfe-quotation/src/settings.ts: http://127.0.0.1:3010, mfe-impact/src/
// settings.ts: 127.0.0.1:3011), inlined into the remotes' bundles at build time; `npm start` runs its
// own stand-ins there. The suite runs its stand-ins on free ports instead, and each browser context
// of a site gets this forwarding proxy (Chromium's per-context proxy, `<-loopback>` so loopback
// addresses use it too; the site's own servers bypass it): a request or WebSocket to a stand-in's
// built-in port goes to the suite's stand-in, anything else where it was going. It forwards bytes
// as they are, Host included, so the page, its CSP, CORS and the database's shard redirect work as
// against the real address (the stand-ins accept their public port in a Host:
// FIREBASE_STANDIN_PUBLIC_PORT, EMAIL_STANDIN_PUBLIC_PORT).
import http from 'node:http';
import net from 'node:net';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Starts the proxy. `ports` maps a built-in port to the port of the stand-in that answers it
 * (`{ 3010: 41234, 3011: 41235 }`); `contextProxy(sitePorts)` is the `proxy` option of a context.
 */
export async function startStandinProxy(ports) {
  const target = (hostname, port) =>
    LOOPBACK.has(hostname.toLowerCase()) && ports[port]
      ? { host: '127.0.0.1', port: ports[port] }
      : { host: hostname.replace(/^\[|\]$/g, ''), port };
  const sockets = new Set();
  const track = (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = http.createServer((req, res) => {
    // A plain http:// request comes in absolute form (GET http://127.0.0.1:3010/api/... HTTP/1.1).
    let url;
    try {
      url = new URL(req.url);
    } catch {
      res.writeHead(400).end('absolute-form requests only');
      return;
    }
    const to = target(url.hostname, Number(url.port || 80));
    const upstream = http.request(
      { ...to, method: req.method, path: `${url.pathname}${url.search}`, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  // A WebSocket (and https) comes as a tunnel: CONNECT 127.0.0.1:3011.
  server.on('connect', (req, socket, head) => {
    track(socket);
    const { hostname, port } = new URL(`http://${req.url}`);
    const to = target(hostname, Number(port));
    const upstream = net.connect(to.port, to.host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    track(upstream);
    upstream.on('error', () => {
      if (socket.writable) socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    });
    socket.on('error', () => upstream.destroy());
  });
  server.on('connection', track);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    port,
    /** The `proxy` option of a browser context for a site on `sitePorts`: only other addresses use it. */
    contextProxy: (sitePorts) => ({
      server: `http://127.0.0.1:${port}`,
      bypass: ['<-loopback>', ...sitePorts.flatMap((p) => [`localhost:${p}`, `127.0.0.1:${p}`])].join(','),
    }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
