/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchText, TimeoutError, withTimeout } from './bounded';

describe('withTimeout', () => {
  it('rejects a promise that does not settle in time, and passes one that does', async () => {
    await expect(withTimeout(new Promise(() => undefined), 20, 'a hung remote')).rejects.toBeInstanceOf(TimeoutError);
    await expect(withTimeout(Promise.resolve(7), 20, 'x')).resolves.toBe(7);
  });
});

describe('fetchText', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/big') res.end('x'.repeat(5000));
      else if (req.url === '/hang') setTimeout(() => res.end('late'), 2000);
      else if (req.url === '/missing') res.writeHead(404).end();
      else res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reads a small answer', async () => {
    await expect(fetchText(`${base}/ok`, { timeoutMs: 1000, maxBytes: 100 })).resolves.toBe('{"ok":true}');
  });
  it('refuses an answer over the size limit', async () => {
    await expect(fetchText(`${base}/big`, { timeoutMs: 1000, maxBytes: 1000 })).rejects.toThrow(/limit/);
  });
  it('gives up on a server that does not answer in time', async () => {
    await expect(fetchText(`${base}/hang`, { timeoutMs: 100, maxBytes: 1000 })).rejects.toThrow();
  });
  it('fails on an error status', async () => {
    await expect(fetchText(`${base}/missing`, { timeoutMs: 1000, maxBytes: 1000 })).rejects.toThrow(/404/);
  });
});
