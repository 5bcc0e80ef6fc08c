/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freshEntry } from './freshEntry';
import { guardedCode } from './guardedCode';

// The render thread's runtime plugins against a real server: what code they hand the runtime, and
// what they refuse.
describe('the render thread’s federation plugins', () => {
  let server: Server;
  let base = '';
  const failures: string[] = [];
  const guard = { allowedOrigins: () => new Set([base]), onFailure: (url: string) => failures.push(url) };
  const entry = (name: string) => ({ name, entry: `${base}/${name}/remoteEntry.js`, type: 'commonjs-module' });
  const loadEntry = (remoteInfo: ReturnType<typeof entry>) =>
    (freshEntry(guard).loadEntry as (args: unknown) => Promise<unknown>)({ remoteInfo });
  const fetchHook = (url: string) =>
    (guardedCode(guard).fetch as (url: string, init: RequestInit) => Promise<Response>)(url, {});

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/chunk.js') res.end('exports.id = 1;');
      else if (req.url === '/catalogue/remoteEntry.js')
        res.end('module.exports = { get: () => "got", init: () => {}, dir: __dirname, sep: require("path").sep };');
      else if (req.url === '/moved.js') res.writeHead(302, { location: 'http://evil.test/x.js' }).end();
      else res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  beforeEach(() => (failures.length = 0));

  it('fetch: answers code from a registry origin', async () => {
    expect(await (await fetchHook(`${base}/chunk.js`)).text()).toBe('exports.id = 1;');
  });

  it('fetch: never hands over a 404 body, follows no redirect, and refuses other origins, reporting each', async () => {
    await expect(fetchHook(`${base}/missing.js`)).rejects.toThrow(/404/);
    await expect(fetchHook(`${base}/moved.js`)).rejects.toThrow();
    await expect(fetchHook('http://localhost:9/x.js')).rejects.toThrow(/not an origin of the registry/);
    expect(failures).toEqual([`${base}/missing.js`, `${base}/moved.js`, 'http://localhost:9/x.js']);
  });

  it('loadEntry: runs the entry as the runtime for Node does, with Node’s modules and its own folder', async () => {
    const container = (await loadEntry(entry('catalogue'))) as { get: () => string; dir: string; sep: string };
    expect(container.get()).toBe('got');
    expect(container.dir).toBe('/catalogue');
    expect(container.sep).toBe('/');
    expect(failures).toEqual([]);
  });

  it('loadEntry: loads afresh each time, and never from a global an earlier release left', async () => {
    const first = await loadEntry(entry('catalogue'));
    (globalThis as Record<string, unknown>).catalogue = { get: () => 'stale' };
    const second = await loadEntry(entry('catalogue'));
    expect(second).not.toBe(first);
    expect((second as { get: () => string }).get()).toBe('got');
    delete (globalThis as Record<string, unknown>).catalogue;
  });

  it('loadEntry: an entry from elsewhere, or one that is not there, is refused and reported, never run', async () => {
    await expect(loadEntry({ ...entry('resources'), entry: 'http://localhost:9/remoteEntry.js' })).rejects.toThrow(
      /not an origin of the registry/,
    );
    await expect(loadEntry(entry('resources'))).rejects.toThrow(/404/);
    expect(failures).toEqual(['http://localhost:9/remoteEntry.js', `${base}/resources/remoteEntry.js`]);
  });

  it('loadEntry: the runtime’s instances of the remote’s name go before its entry starts, others stay', async () => {
    const federation = ((globalThis as Record<string, unknown>).__FEDERATION__ ??= {}) as {
      __INSTANCES__?: { name: string }[];
    };
    const before = federation.__INSTANCES__;
    federation.__INSTANCES__ = [{ name: 'catalogue' }, { name: 'shell_server_1' }, { name: 'catalogue' }];
    await loadEntry(entry('catalogue'));
    expect(federation.__INSTANCES__.map((i) => i.name)).toEqual(['shell_server_1']);
    federation.__INSTANCES__ = before;
  });
});
