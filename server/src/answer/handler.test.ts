/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSsrHandler } from './handler';
import type { RenderResult, RenderTask } from '../render/renderPage';
import { StuckRenderError } from '../render/renderPool';
import { createSigner, type Signer } from '../http/signing';
import { readToken } from '../vitals/viewTokens';

/** The catalogue's origin: release.json only, which a test can take down. */
let remote: Server;
let origin = '';
let remoteUp = true;
let releaseId = 'aaaaaa000001';
const answered = (status: number) =>
  ({ status, body: `<html>${status}</html>`, degraded: false, errors: [], loadMs: 1, renderMs: 1 }) as RenderResult;

beforeAll(async () => {
  remote = createServer((req, res) => {
    if (!remoteUp) return void res.writeHead(503).end();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: releaseId,
        manifest: `releases/${releaseId}/mf-manifest.json`,
        server: `releases/${releaseId}/server/remoteEntry.js`,
      }),
    );
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});
afterAll(() => remote.close());

/** Asks for `url` until `ok` holds (the pointer is read behind requests), for 3 s at most. */
async function eventually<T>(ask: () => Promise<T>, ok: (answer: T) => boolean): Promise<T> {
  const until = Date.now() + 3000;
  for (;;) {
    const answer = await ask();
    if (ok(answer) || Date.now() > until) return answer;
    await new Promise((r) => setTimeout(r, 20));
  }
}

function site(renderer: (task: RenderTask) => Promise<RenderResult>, signer?: Signer) {
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(
    path.join(dist, 'spa.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({ catalogue: `${origin}/mf-manifest.json` }));
  const lines: string[] = [];
  const log = Object.assign((entry: { message: string }) => lines.push(entry.message), {
    once: (_: string, entry: { message: string }) => lines.push(entry.message),
    throttled: (_: string, entry: { message: string }) => lines.push(entry.message),
  });
  const handler = createSsrHandler({
    dist,
    staticPages: { template: '', pages: new Map() },
    pageHeaders: { 'x-content-type-options': 'nosniff' },
    warmUp: false,
    releaseTtlMs: 50,
    renderer,
    log,
    signer,
  });
  const get = async (url: string) => {
    let status = 0;
    let headers: Record<string, string> = {};
    let body = '';
    const res = {
      writeHead: (s: number, h: Record<string, string>) => ((status = s), (headers = h)),
      write: (b: string) => (body += b),
      end: (b?: string) => (body += b ?? ''),
    };
    await handler({ url, method: 'GET' } as never, res as never);
    return { status, headers, body };
  };
  return { get, lines };
}

describe('createSsrHandler', () => {
  beforeEach(() => {
    remoteUp = true;
    releaseId = 'aaaaaa000001';
  });

  it('renders a remote page under a language prefix with that remote, cached apart from English', async () => {
    const renderer = jest.fn(async (task: RenderTask) => ({
      ...answered(200),
      body: `${task.page.route?.remote} ${task.page.key}`,
    }));
    const { get } = site(renderer);
    expect((await get('/si/products')).body).toBe('catalogue/ProductRoutes /si/products');
    expect((await get('/products')).body).toBe('catalogue/ProductRoutes /products');
    expect(renderer).toHaveBeenCalledTimes(2);
  });

  it('gives every page view a token of its own, signed for the release it served, on one cached page', async () => {
    const signer = createSigner('h'.repeat(32));
    const renderer = jest.fn(async () => ({ ...answered(200), body: '<html><head></head><body>page</body></html>' }));
    const { get } = site(renderer, signer);
    const first = await eventually(
      () => get('/products'),
      (a) => a.headers['x-remote-release'] === 'catalogue@aaaaaa000001',
    );
    const second = await get('/products');
    expect(renderer).toHaveBeenCalledTimes(1);
    // The body is the cached page as it is; the token rides in Server-Timing.
    expect(second.body).toBe(first.body);
    const tokens = [first, second].map((a) => /(?:^|, )vt;desc=([^,\s]+)/.exec(a.headers['server-timing'] ?? '')?.[1]);
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const token of tokens)
      expect(readToken(signer, token)).toMatchObject({ remote: 'catalogue', release: 'aaaaaa000001' });
  });

  it('answers a bare language prefix with a 301 to its home, rendering nothing', async () => {
    const renderer = jest.fn(async () => answered(200));
    const { get } = site(renderer);
    const moved = await get('/ta?utm_source=wa');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/ta/?utm_source=wa');
    expect(renderer).not.toHaveBeenCalled();
  });

  it('renders concurrent misses of one page once, and tracking parameters hit the same page', async () => {
    const renderer = jest.fn(async (task: RenderTask) => {
      await new Promise((r) => setTimeout(r, 20));
      return { ...answered(200), body: `rendered ${task.page.key} with ${task.release?.id}` };
    });
    const { get } = site(renderer);
    const pages = await Promise.all(Array.from({ length: 20 }, (_, n) => get(`/products?utm_source=x${n}`)));
    expect(renderer).toHaveBeenCalledTimes(1);
    expect(new Set(pages.map((p) => p.body))).toEqual(new Set(['rendered /products with aaaaaa000001']));
    expect((await get('/products?fbclid=1')).headers['server-timing']).toMatch(/cache;desc=hit/);
    expect(renderer).toHaveBeenCalledTimes(1);
  });

  it('keeps serving the last good page when the remote cannot be read, and renders its new release afresh', async () => {
    const renderer = jest.fn(async (task: RenderTask) => ({ ...answered(200), body: `release ${task.release?.id}` }));
    const { get } = site(renderer);
    expect((await get('/products')).body).toBe('release aaaaaa000001');
    remoteUp = false;
    const stale = jest.fn();
    // Reads of the pointer fail from now on: each answer is still the page of the release it had.
    const until = Date.now() + 300;
    while (Date.now() < until) {
      stale((await get('/products')).body);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(new Set(stale.mock.calls.map(([body]) => body))).toEqual(new Set(['release aaaaaa000001']));
    remoteUp = true;
    releaseId = 'bbbbbb000002';
    const next = await eventually(
      () => get('/products'),
      (page) => page.body !== 'release aaaaaa000001',
    );
    expect(next.body).toBe('release bbbbbb000002');
    expect(next.headers['x-remote-release']).toBe('catalogue@bbbbbb000002');
  });

  it('answers the last good page at once while a render of the release is stuck, and does not try that release again', async () => {
    let stuck = false;
    const renderer = jest.fn(async (task: RenderTask) => {
      if (stuck) throw new StuckRenderError(1500);
      return { ...answered(200), body: `release ${task.release?.id}` };
    });
    const { get, lines } = site(renderer);
    await get('/products');
    releaseId = 'cccccc000003';
    stuck = true;
    const held = await eventually(
      () => get('/products'),
      () => renderer.mock.calls.length > 1,
    );
    expect(held.status).toBe(200);
    expect(held.body).toBe('release aaaaaa000001');
    expect(held.headers['x-stale']).toBe('1');
    const calls = renderer.mock.calls.length;
    for (let i = 0; i < 5; i++) await get(`/products/${i + 1}/maple-ceiling-sheet`);
    expect(renderer).toHaveBeenCalledTimes(calls);
    expect(lines.some((l) => /never ended/.test(l))).toBe(true);
  });

  it('does not render a page of a release again for 2 s after its render failed: the remote is not hammered', async () => {
    const renderer = jest.fn(async (): Promise<RenderResult> => ({
      ...answered(200),
      degraded: true,
      loadError: { message: 'chunk 503' },
    }));
    const { get } = site(renderer);
    const first = await eventually(
      () => get('/products?sort=name'),
      (a) => renderer.mock.calls.length > 0 && a.headers['x-remote-deferred'] !== undefined,
    );
    expect(first.status).toBe(200);
    const calls = renderer.mock.calls.length;
    for (let i = 0; i < 5; i++) expect((await get('/products?sort=name')).headers['x-remote-deferred']).toBeDefined();
    expect(renderer).toHaveBeenCalledTimes(calls);
  });

  it('answers a malformed URL with 400 and the page headers, not a render', async () => {
    const renderer = jest.fn(async () => answered(200));
    const { get } = site(renderer);
    const bad = await get('/products/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(bad.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    expect(renderer).not.toHaveBeenCalled();
  });
});
