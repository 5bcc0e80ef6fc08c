import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { MANIFEST, pointerFor } from '@ecopanel/releases/layout';
import { parseRelease } from '@ecopanel/releases/watch';

const PAGE_LIMIT_MS = 10_000;

type WorkerMessage =
  | { started: string }
  | { fatal: string }
  | { done: true }
  | {
      url: string;
      status: number;
      body: string;
      degraded: boolean;
      loadError?: string;
      errors: string[];
      output: string[];
    };

/** The shell's built server and pages, whose code the check renders with (as production does). */
export const SHELL_DIST = path.resolve(__dirname, '..', '..', '..', 'shell', 'dist');
const SHELL_SERVER = path.join(SHELL_DIST, '..', 'dist-server', 'server.cjs');

export interface RoutePage {
  url: string;
  /** remote/Expose that renders it. */
  remote: string;
  /** The status the page must answer. */
  status: 200 | 404;
}

export interface RenderedPage extends RoutePage {
  html: string;
  problems: string[];
}

/**
 * Renders each page with the candidate release, loaded by the shell's own server code (a fresh
 * federation instance per release, the shell's shared React, router and shared-ui) from `origin`.
 * Anything React writes to the console meanwhile is a warning the release would log in production.
 */
export async function renderRoutes(o: {
  remote: string;
  id: string;
  origin: string;
  pages: RoutePage[];
}): Promise<{ pages: RenderedPage[]; problems: string[] }> {
  if (!existsSync(SHELL_SERVER))
    return {
      pages: [],
      problems: [
        `the shell's server build (${SHELL_SERVER}) is missing: build the shell first (npm run build -w shell)`,
      ],
    };
  const manifestUrl = `${o.origin}/${MANIFEST}`;
  const release = parseRelease(o.remote, manifestUrl, pointerFor(o.id));
  const worker = new Worker(path.join(__dirname, 'renderWorker.cjs'), {
    workerData: {
      server: SHELL_SERVER,
      dist: SHELL_DIST,
      release,
      registry: { [o.remote]: manifestUrl },
      pages: o.pages,
    },
    stdout: true,
    stderr: true,
  });
  // Its console.log is not the build's output: read and dropped.
  worker.stdout.resume();
  worker.stderr.resume();
  const pages: RenderedPage[] = [];
  const problems: string[] = [];
  await new Promise<void>((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const finish = (problem?: string) => {
      clearTimeout(timer);
      if (problem) problems.push(problem);
      void worker.terminate().then(() => resolve());
    };
    worker.on('error', (error) => finish(`the render thread failed: ${error.message}`));
    worker.on('message', (message: WorkerMessage) => {
      if ('started' in message) {
        clearTimeout(timer);
        // A page still rendering after this long never ends: the production server would end its thread too.
        timer = setTimeout(
          () => finish(`${message.started}: did not finish rendering in ${PAGE_LIMIT_MS / 1000} s`),
          PAGE_LIMIT_MS,
        );
      } else if ('fatal' in message) finish(`the render thread failed: ${message.fatal}`);
      else if ('done' in message) finish();
      else {
        const page = o.pages.find((p) => p.url === message.url)!;
        const found = [
          ...(message.loadError ? [`could not be loaded: ${message.loadError}`] : []),
          ...message.errors.map((error) => `threw: ${error}`),
          ...(message.degraded && !message.loadError && message.errors.length === 0
            ? ['left its part to the browser']
            : []),
          ...(message.status !== page.status ? [`answered ${message.status}, not ${page.status}`] : []),
          ...message.output,
        ].map((problem) => `${page.url}: ${problem}`);
        pages.push({ ...page, html: message.body, problems: found });
        problems.push(...found);
      }
    });
  });
  return { pages, problems };
}
