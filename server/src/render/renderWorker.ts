import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread, workerData } from 'node:worker_threads';
import { REMOTE_ROUTES } from '@ecopanel/shell/data/remoteRoutes';
import { exposedModule, parseRemotesJson } from '@ecopanel/shell/remotes';
import { fetchText } from './bounded';
import { preloadRemote, renderPage, type RenderContext, type RenderResult, type RenderTask } from './renderPage';
import { ReleaseWatcher, servedReleases, type Release } from '@ecopanel/releases/watch';
import { ServerFederation } from './serverFederation';
import { guardRenderThread } from './threadGuards';

interface WorkerData {
  dist: string;
  registryFile: string;
}

let context: (RenderContext & { origins: Set<string> }) | undefined;
const failedUrls: string[] = [];

function setUp(dist: string) {
  const origins = new Set<string>();
  // Before any release's code runs here: no signals, workers or connections but to the registry's origins.
  if (!isMainThread) guardRenderThread(() => origins);
  const federation = new ServerFederation({
    allowedOrigins: () => origins,
    onFailure: (url) => {
      if (failedUrls.length < 100) failedUrls.push(url);
    },
  });
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
export async function renderTask(
  task: RenderTask,
  /** The shell's dist, outside a pool's thread (the release contract check renders in its own process). */
  dist: string = (workerData as WorkerData).dist,
): Promise<RenderResult & { releasesSuperseded: number }> {
  context ??= setUp(dist);
  context.origins.clear();
  for (const url of Object.values(task.registry ?? {})) context.origins.add(new URL(url).origin);
  if (task.release && task.keep) context.federation?.keep(task.release.remote, task.keep);
  const result = await renderPage(task, context);
  return { ...result, releasesSuperseded: context.federation!.releasesSuperseded };
}

/**
 * A new thread (at start, after a stuck one was ended, or when the pool is renewed) loads the
 * remotes' current releases at once, so the first visitor it serves does not wait for a cold load.
 */
async function warmUp({ dist, registryFile }: WorkerData) {
  context ??= setUp(dist);
  const registry = parseRemotesJson(JSON.parse(readFileSync(registryFile, 'utf8')));
  for (const url of Object.values(registry)) context.origins.add(new URL(url).origin);
  const releases = new ReleaseWatcher({
    ttlMs: Infinity,
    fetchJson: async (url) => JSON.parse(await fetchText(url, { timeoutMs: 5000, maxBytes: 16 * 1024 })) as unknown,
  });
  await Promise.all(
    REMOTE_ROUTES.map(async ({ remote }) => {
      const { remote: name, expose } = exposedModule(remote);
      const manifestUrl = registry[name];
      if (!manifestUrl) return;
      // Read as the server reads it (the release contract's watcher): the live release, and its
      // canary while one runs, both serve visitors.
      const served = servedReleases(await releases.current(name, manifestUrl));
      context!.federation?.keep(
        name,
        served.map((release) => release.id),
      );
      await Promise.all(served.map((release) => preloadRemote(release, expose, context!)));
    }),
  );
}

if (!isMainThread && (workerData as Partial<WorkerData> | null)?.registryFile)
  void warmUp(workerData as WorkerData).catch(() => undefined);
