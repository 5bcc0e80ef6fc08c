// A remote's standalone QA page as its own server serves it: its dist folder, every path without a
// dot answered with index.html (the page's router takes it from there), a missing file a 404. CORS
// is open as on a remote's origin. No CSP: that is the composed site's, tested with the site.
import http from 'node:http';
import handler from 'serve-handler';

const CONFIG = {
  cleanUrls: false,
  directoryListing: false,
  trailingSlash: false,
  headers: [{ source: '**', headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }] }],
  rewrites: [
    { source: '/', destination: '/index.html' },
    { source: '/:path([^.]+)', destination: '/index.html' },
  ],
};

/** Serves `dist` on a free port of 127.0.0.1; resolves to `{ origin, close() }`. */
export async function serveDist(dist) {
  const server = http.createServer((req, res) => {
    handler(req, res, { ...CONFIG, public: dist }).catch(() => res.writeHead(500).end());
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    origin: `http://localhost:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
