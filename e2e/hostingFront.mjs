// A Firebase Hosting site as production serves it: the generated rules of one `firebase.json`
// hosting entry (scripts/deployConfig.mjs), served by `superstatic`, Firebase Hosting's own static
// server (the one its emulator runs), from the files a `firebase deploy` would upload (the site's
// `public` folder less its `ignore` globs). A `run` rewrite (to the shell's Cloud Run service) is
// answered by `run(req, rewrite)`: a stand-in, or a proxy to the local shell server.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { minimatch } from 'minimatch';

const require = createRequire(import.meta.url);

function loadSuperstatic() {
  try {
    const mod = require('superstatic');
    return mod.default ?? mod;
  } catch (error) {
    throw new Error(
      `superstatic (Firebase Hosting's server) is not installed: it is a devDependency of the root package.json (${error.message})`,
    );
  }
}

/** What `firebase deploy` uploads from `dist`: every file but those the site's `ignore` globs match (dotfiles too). */
export function uploadOf(site, dist) {
  const dir = mkdtempSync(path.join(tmpdir(), `hosting-${site.target}-`));
  const ignored = (rel) => site.ignore.some((glob) => minimatch(rel, glob, { dot: true }));
  cpSync(dist, dir, {
    recursive: true,
    dereference: true,
    filter: (src) => {
      const rel = path.relative(dist, src).split(path.sep).join('/');
      return rel === '' || !ignored(rel);
    },
  });
  return dir;
}

/** A stand-in for the Cloud Run service: says which service the request reached. */
export const RUN_STANDIN = async (req, rewrite) => ({
  status: 200,
  contentType: 'text/plain; charset=utf-8',
  data: `cloud run ${rewrite.run.serviceId} ${rewrite.run.region}: ${req.url}`,
});

/** A proxy to a running shell server, as Hosting forwards a rewritten request to Cloud Run. */
export const proxyTo = (origin) => async (req) => {
  const answer = await fetch(new URL(req.url, origin), {
    redirect: 'manual',
    headers: { accept: req.headers.accept ?? '*/*', 'accept-language': req.headers['accept-language'] ?? 'en' },
  });
  return {
    status: answer.status,
    contentType: answer.headers.get('content-type') ?? 'text/plain',
    data: (await answer.text()) || ' ',
  };
};

/**
 * Serves `site` (a hosting entry of firebase.json) from `dist` on a free port.
 * @returns {Promise<{ url: (p: string) => string, upload: string, close: () => Promise<void> }>}
 */
export async function startHostingSite(site, dist, { run = RUN_STANDIN } = {}) {
  const superstatic = loadSuperstatic();
  const upload = uploadOf(site, dist);
  // superstatic normalises the rules it is given in place: a copy, so `site` stays as generated.
  const config = { ...structuredClone(site), public: '.' };
  delete config.target;
  delete config.ignore;
  const handler = superstatic({
    cwd: upload,
    // As a function: given an object, superstatic also reads a firebase.json in the working folder.
    config: async () => config,
    compression: false,
    rewriters: { run: (rewrite, responder) => run(responder.req, rewrite) },
  });
  const server = http.createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    }),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    url: (p) => `${origin}${p}`,
    upload,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(upload, { recursive: true, force: true });
    },
  };
}
