/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installGuardedFetch } from './guardedFetch';

describe('installGuardedFetch (how a render thread fetches remote code)', () => {
  let server: Server;
  let base = '';
  const original = globalThis.fetch;
  const failures: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/entry.js') res.end('module.exports = 1;');
      else if (req.url === '/moved.js') res.writeHead(302, { location: 'http://evil.test/x.js' }).end();
      else if (req.url === '/hang.js') return;
      else res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    installGuardedFetch({ allowedOrigins: () => new Set([base]), onFailure: (url) => failures.push(url) });
  });
  afterAll(() => {
    globalThis.fetch = original;
    server.closeAllConnections();
    server.close();
  });

  it('answers code from a registry origin', async () => {
    expect(await (await fetch(`${base}/entry.js`)).text()).toBe('module.exports = 1;');
  });

  it('never hands over a 404 body, follows no redirect, and refuses other origins, reporting each', async () => {
    await expect(fetch(`${base}/missing.js`)).rejects.toThrow(/404/);
    await expect(fetch(`${base}/moved.js`)).rejects.toThrow();
    await expect(fetch('http://localhost:9/x.js')).rejects.toThrow(/not an origin of the registry/);
    expect(failures).toEqual([`${base}/missing.js`, `${base}/moved.js`, 'http://localhost:9/x.js']);
  });
});
