// A remote's static site as a test can make it misbehave: it serves a deploy folder as `serve` does
// (the same rules file), and can leave paths unanswered for good (a hung release) or fail the next
// request under a path with a status (a transient 503).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/servers.mjs';

const serveHandler = createRequire(path.join(ROOT, 'shell', 'package.json'))('serve-handler');

export async function startRemoteServer({ port, dir, name }) {
  const config = JSON.parse(readFileSync(path.join(ROOT, '.tmp', 'serve', `${name}-${port}.json`), 'utf8'));
  const rules = { hang: new Set(), failNext: new Map(), failed: [] };
  const held = new Set();
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if ([...rules.hang].some((prefix) => pathname.startsWith(prefix))) {
      held.add(res);
      return;
    }
    for (const [prefix, status] of rules.failNext) {
      if (pathname.startsWith(prefix) && pathname !== `${prefix}remoteEntry.js`) {
        rules.failNext.delete(prefix);
        rules.failed.push(pathname);
        res.writeHead(status, { 'content-type': 'text/plain' }).end('Service Unavailable');
        return;
      }
    }
    void serveHandler(req, res, { ...config, public: dir });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    rules,
    async stop() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
