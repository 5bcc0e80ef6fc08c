import { isMainThread } from 'node:worker_threads';
import { renderPage, type OwnAssets } from './ssr/render/renderPage';
import { RENDER_PROCESS_FLAG, serveRenders } from './ssr/render/renderProcessChild';
import { writeStaticPages } from './ssr/answer/staticPages';
import { pageRequest } from './ssr/http/pageUrl';

/** How long a page kept static may take to render at build (it loads no remote). */
const STATIC_RENDER_MS = 20_000;

/**
 * One of the shell's own pages as the build keeps it static (build-tools/serverBuild): rendered
 * and put together by the server's own pipeline (ssr/render/renderPage.ts), with the menus of apps.json
 * and no registry (the page fetches the deployed remotes.json). Remote sections render their
 * placeholder, as on the first client render, so hydration matches.
 */
export async function renderStaticPage(url: string, template: string, own: OwnAssets): Promise<string> {
  const result = await renderPage(
    { page: pageRequest(url), registry: null, own, startedAt: Date.now(), budgetMs: STATIC_RENDER_MS },
    { template },
  );
  if (result.status !== 200 || result.errors.length > 0 || result.degraded)
    throw new Error(
      `${url} did not render whole (status ${result.status}): ${result.errors.map((e) => e.message).join('; ') || 'deadline'}`,
    );
  return result.body;
}

/**
 * At build: renders the pages kept static into `<dist>` and writes what the server reads of them
 * (build-tools/serverBuild calls this from the freshly built bundle).
 */
export const buildStaticPages = (dist: string, template: string, pages: Record<string, { file: string } & OwnAssets>) =>
  writeStaticPages({ dist, template, pages, render: renderStaticPage });

// The shell's production server (shell/server.cjs runs it from this bundle).
export { main } from './ssr/http/cli';
export { startShellServer } from './ssr/http/main';

// What each of the server's render threads runs (ssr/render/renderPool.ts loads this bundle in them),
// and how a page is read, for the release check that renders with the same code (build-tools/release/check).
export { renderTask } from './ssr/render/renderWorker';
export { pageRequest } from './ssr/http/pageUrl';

// The server's render process (ssr/render/renderProcess.ts): this bundle again, started by the server with
// no secrets and under Node's permission model, hosting the render threads.
if (isMainThread && process.send && process.argv.includes(RENDER_PROCESS_FLAG)) serveRenders();
