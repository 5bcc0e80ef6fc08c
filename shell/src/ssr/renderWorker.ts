import { readFileSync } from 'node:fs';
import path from 'node:path';
import { workerData } from 'node:worker_threads';
import { installGuardedFetch } from './guardedFetch';
import { renderPage, type RenderContext, type RenderResult, type RenderTask } from './renderPage';
import type { Release } from './remoteReleases';
import { ServerFederation } from './serverFederation';

let context: (RenderContext & { origins: Set<string> }) | undefined;
const failedUrls: string[] = [];

function setUp(dist: string) {
  const origins = new Set<string>();
  installGuardedFetch({
    allowedOrigins: () => origins,
    onFailure: (url) => {
      if (failedUrls.length < 100) failedUrls.push(url);
    },
  });
  const federation = new ServerFederation();
  return {
    origins,
    template: readFileSync(path.join(dist, 'spa.html'), 'utf8'),
    federation,
    takeFetchFailures: (release: Release) => {
      const folder = new URL('.', release.manifestUrl).href;
      const failed = failedUrls.some((url) => url.startsWith(folder));
      failedUrls.length = 0;
      return failed;
    },
  };
}

/**
 * A render worker's task (renderPool.ts runs it in a thread of its own): the remotes' code runs
 * here, never in the thread that answers requests, so a release whose render never ends costs only
 * this thread, which the pool ends and replaces.
 */
export async function renderTask(task: RenderTask): Promise<RenderResult & { releasesLoaded: number }> {
  context ??= setUp((workerData as { dist: string }).dist);
  context.origins.clear();
  for (const url of Object.values(task.registry ?? {})) context.origins.add(new URL(url).origin);
  const result = await renderPage(task, context);
  return { ...result, releasesLoaded: context.federation!.releasesLoaded };
}
