/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Release } from '@ecopanel/releases/watch';
import { ServerFederation } from '../serverFederation';

// The real runtime, not the stub the other unit tests load.
jest.mock('@module-federation/runtime-tools/runtime', () => jest.requireActual('@module-federation/runtime'));
jest.mock('@ecopanel/shell/remotes', () => ({ sharedScope: () => ({}) }));

// The render thread's timeouts and retries as runtime plugins, through the real Module Federation
// runtime and a real server of releases: what a request gets from a release that fails or hangs,
// how often the release is asked for its code, and that it loads once it is mended.
const HUNG_MS = 300;
const RETRY_AFTER_MS = 400;

/**
 * Per release id, how its entry answers: `ok`; `missing`, a 404; `hangs`, its module never starts;
 * `initHangs`, its container never starts; `empty`, no component.
 */
const behaviour = new Map<string, 'ok' | 'missing' | 'hangs' | 'initHangs' | 'empty'>();
const asked: string[] = [];
const modules = {
  ok: (id: string) => `() => ({ default: function Part${id}() { return null; } })`,
  hangs: () => 'new Promise(() => {})',
  empty: () => '() => ({ something: 1 })',
};
const entryCode = (id: string, how: string) =>
  how === 'initHangs'
    ? `module.exports = { init() { return new Promise(() => {}); }, get() { return ${modules.ok(id)}; } };`
    : `module.exports = { init() {}, get() { return ${modules[how as keyof typeof modules](id)}; } };`;

let server: Server;
let federation: ServerFederation;
const release = (id: string): Release => {
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/releases/${id}`;
  return {
    remote: 'catalogue',
    id,
    manifestUrl: `${base}/mf-manifest.json`,
    serverEntry: `${base}/server/remoteEntry.js`,
  };
};
const load = (id: string) => federation.load(release(id), 'ProductRoutes', 5000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = createServer((req, res) => {
    const id = /^\/releases\/(\w+)\//.exec(req.url ?? '')?.[1] ?? '';
    asked.push(id);
    const how = behaviour.get(id);
    if (how && how !== 'missing') res.end(entryCode(id, how));
    else res.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  federation = new ServerFederation(
    { allowedOrigins: () => new Set([`http://127.0.0.1:${(server.address() as AddressInfo).port}`]) },
    { hungMs: HUNG_MS, retryAfterMs: RETRY_AFTER_MS },
  );
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => (asked.length = 0));
/** The runtime warns of every failed load; the messages are asserted where they matter. */
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());
const instances = () =>
  (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown[] } }).__FEDERATION__?.__INSTANCES__?.length ?? 0;

describe('a render thread’s federation, when a release fails or hangs', () => {
  it('loads a release once, however many requests ask for it', async () => {
    behaviour.set('aaaaaa', 'ok');
    const parts = await Promise.all([load('aaaaaa'), load('aaaaaa'), load('aaaaaa')]);
    expect(parts.map((part) => part.name)).toEqual(['Partaaaaaa', 'Partaaaaaa', 'Partaaaaaa']);
    expect(await load('aaaaaa')).toBe(parts[0]);
    expect(asked).toEqual(['aaaaaa']);
  });

  it('answers a failed release from memory until its hold is over, then loads it again, mended', async () => {
    behaviour.set('bbbbbb', 'missing');
    await expect(load('bbbbbb')).rejects.toThrow(/answered 404/);
    const before = instances();
    for (let i = 0; i < 5; i++)
      await expect(load('bbbbbb')).rejects.toThrow(
        /bbbbbb\/server\/remoteEntry\.js is held back: it failed \d+ ms ago.*answered 404/,
      );
    expect(asked).toEqual(['bbbbbb']);
    // Held requests share one fresh instance: a broken release does not grow the runtime's registry.
    expect(instances() - before).toBeLessThanOrEqual(1);
    behaviour.set('bbbbbb', 'ok');
    await expect(load('bbbbbb')).rejects.toThrow(/held back/);
    await sleep(RETRY_AFTER_MS);
    expect((await load('bbbbbb')).name).toBe('Partbbbbbb');
    expect(asked).toEqual(['bbbbbb', 'bbbbbb']);
  });

  it('gives up on a module that never starts, and starts the mended release afresh after the hold', async () => {
    behaviour.set('cccccc', 'hangs');
    const started = Date.now();
    await expect(load('cccccc')).rejects.toThrow(`getting catalogue/ProductRoutes took longer than ${HUNG_MS} ms`);
    expect(Date.now() - started).toBeLessThan(HUNG_MS + 1000);
    behaviour.set('cccccc', 'ok');
    await sleep(RETRY_AFTER_MS);
    expect((await load('cccccc')).name).toBe('Partcccccc');
    expect(asked).toEqual(['cccccc', 'cccccc']);
  });

  it('gives up on a container that never starts, within twice the limit; the next request loads it afresh', async () => {
    behaviour.set('a1a1a1', 'initHangs');
    const started = Date.now();
    await expect(load('a1a1a1')).rejects.toThrow(
      `loading catalogue@a1a1a1/ProductRoutes took longer than ${2 * HUNG_MS} ms`,
    );
    expect(Date.now() - started).toBeLessThan(2 * HUNG_MS + 1000);
    behaviour.set('a1a1a1', 'ok');
    expect((await load('a1a1a1')).name).toBe('Parta1a1a1');
    expect(asked).toEqual(['a1a1a1', 'a1a1a1']);
  });

  it('holds back a release whose module is no component, as a failed one', async () => {
    behaviour.set('ffffff', 'empty');
    await expect(load('ffffff')).rejects.toThrow('catalogue/ProductRoutes has no default component');
    await expect(load('ffffff')).rejects.toThrow(/held back.*no default component/);
    expect(asked).toEqual(['ffffff']);
  });

  it('holds back only the release that failed: another release of the remote (a canary) loads meanwhile', async () => {
    behaviour.set('dddddd', 'missing');
    behaviour.set('eeeeee', 'ok');
    await expect(load('dddddd')).rejects.toThrow(/answered 404/);
    expect((await load('eeeeee')).name).toBe('Parteeeeee');
    await expect(load('dddddd')).rejects.toThrow(/held back/);
    expect(asked).toEqual(['dddddd', 'eeeeee']);
  });
});
