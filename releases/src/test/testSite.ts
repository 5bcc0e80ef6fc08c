// For the release tests only: fake remote builds, and a deployed site served from a folder over HTTP.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  FILE_LIST,
  pointerFor,
  RELEASE_ENTRIES,
  RELEASE_POINTER,
  RELEASES_DIR,
  RELEASES_INDEX,
  releasePath,
} from '../../layout.cjs';

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

/**
 * A remote's dist with whole release folders `ids` (their entry files only), `live` live and the
 * only one in the history, and an index listing them all: what pointer.ts reads and rewrites.
 */
export function fakeReleases(dist: string, ids: string[], live: string): string {
  const releases = path.join(dist, RELEASES_DIR);
  for (const id of ids)
    for (const file of RELEASE_ENTRIES) {
      mkdirSync(path.dirname(path.join(releases, id, file)), { recursive: true });
      writeFileSync(path.join(releases, id, file), `/* ${id} */`);
    }
  const entry = (id: string) => ({
    id,
    builtAt: null,
    commit: null,
    live: id === live,
    files: releasePath(id, FILE_LIST),
    count: 3,
    bytes: 20,
  });
  const index = { remote: 'catalogue', live, history: [live], releases: ids.map(entry) };
  writeFileSync(path.join(releases, RELEASES_INDEX), JSON.stringify(index));
  writeFileSync(path.join(dist, RELEASE_POINTER), JSON.stringify(pointerFor(live)));
  return dist;
}

/**
 * Runs `code` (CommonJS; `require` takes the release code's .ts files) in a Node process of its own,
 * as a second CLI would run beside the test's. Resolves with its exit code and output.
 */
export function runNode(
  code: string,
  env: Record<string, string> = {},
): Promise<{ status: number | null; out: string }> {
  const register = require.resolve('@ecopanel/build-tools/register-ts');
  const child = spawn(process.execPath, ['-r', register, '-e', code], {
    cwd: __dirname,
    env: { ...process.env, ...env },
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, out }));
  });
}
