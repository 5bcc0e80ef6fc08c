// What handler.*.test.ts share: the catalogue's origin (release.json only, which a test can take down or
// move to a new release), a render's answer, asking until an answer holds, and a site on the handler.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSsrHandler } from '../handler';
import type { RenderResult, RenderTask } from '../../render/renderPage';
import type { Signer } from '../../http/signing';

/** The catalogue's origin: release.json only, which a test can take down. */
let remote: Server;
let origin = '';
/** Whether the catalogue's origin answers, and the release it names; as here before each test. */
export const catalogue = { up: true, releaseId: 'aaaaaa000001' };
export const answered = (status: number) =>
  ({ status, body: `<html>${status}</html>`, degraded: false, errors: [], loadMs: 1, renderMs: 1 }) as RenderResult;

/** Serves the catalogue's origin for a file's tests, up and on its first release before each. */
export function serveCatalogue() {
  beforeAll(async () => {
    remote = createServer((req, res) => {
      if (!catalogue.up) return void res.writeHead(503).end();
      const { releaseId } = catalogue;
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
  beforeEach(() => {
    catalogue.up = true;
    catalogue.releaseId = 'aaaaaa000001';
  });
}

/** Asks for `url` until `ok` holds (the pointer is read behind requests), for 3 s at most. */
export async function eventually<T>(ask: () => Promise<T>, ok: (answer: T) => boolean): Promise<T> {
  const until = Date.now() + 3000;
  for (;;) {
    const answer = await ask();
    if (ok(answer) || Date.now() > until) return answer;
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function site(renderer: (task: RenderTask) => Promise<RenderResult>, signer?: Signer) {
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
