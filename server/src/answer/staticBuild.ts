import { pageRequest } from '../http/pageUrl';
import { renderPage, type OwnAssets } from '../render/renderPage';
import { writeStaticPages } from './staticPages';

/** How long a page kept static may take to render at build (it loads no remote). */
const STATIC_RENDER_MS = 20_000;

/**
 * One of the shell's own pages as the build keeps it static (build-tools/serverBuild): read and
 * rendered by the server's own pipeline (render/renderPage.ts), with the menus of apps.json and no
 * registry (the page fetches the deployed remotes.json). Remote sections render their placeholder,
 * as on the first client render, so hydration matches.
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
