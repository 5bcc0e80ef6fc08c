// For the release tests only: fake remote builds, and a deployed site served from a folder over HTTP.
import { createServer, type Server } from 'node:http';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A remote's dist as its two builds leave it, with `tag` in every file so two builds differ. */
export function fakeDist(dist: string, tag: string): string {
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({ name: 'quotation', tag }),
    'mf-stats.json': '{}',
    'remoteEntry.js': `/* entry ${tag} */`,
    'index.html': '<!doctype html>',
    [`static/main.${tag}.js`]: `/* main ${tag} */`,
    [`static/page.${tag}.css`]: `.a{}/* ${tag} */`,
    'server/remoteEntry.js': `/* server ${tag} */`,
    [`server/page.${tag}.js`]: `/* server page ${tag} */`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  }
  return dist;
}

export type Override = (
  url: string,
) => { status: number; headers?: Record<string, string>; body?: string } | 'hang' | null;

/** Serves `root` as static hosting does (no listing; 404 for what is missing); `override` answers first. */
export async function serveFolder(
  root: string,
  override: Override = () => null,
): Promise<{ url: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push(url);
    const special = override(url);
    if (special === 'hang') return;
    if (special) {
      res.writeHead(special.status, special.headers);
      res.end(special.body ?? '');
      return;
    }
    const file = path.join(root, decodeURIComponent(url.split('?')[0] ?? '/'));
    try {
      if (!file.startsWith(root) || !statSync(file).isFile()) throw new Error('not a file');
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404);
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
