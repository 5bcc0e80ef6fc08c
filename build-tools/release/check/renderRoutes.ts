import { existsSync } from 'node:fs';
import path from 'node:path';

/** The shell's built server and pages, whose code the check renders with (as production does). */
export const SHELL_DIST = path.resolve(__dirname, '..', '..', '..', 'shell', 'dist');
const SHELL_SERVER = path.join(SHELL_DIST, '..', 'dist-server', 'server.cjs');

interface RenderResult {
  status: number;
  body: string;
  degraded: boolean;
  loadError?: { message: string };
  errors: { message: string }[];
}
type RenderTask = (
  task: {
    url: string;
    remote: string;
    release: { remote: string; id: string; manifestUrl: string; serverEntry: string };
    registry: Record<string, string>;
    startedAt: number;
    budgetMs: number;
  },
  dist: string,
) => Promise<RenderResult>;

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
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderTask } = require(SHELL_SERVER) as { renderTask: RenderTask };
  const manifestUrl = `${o.origin}/mf-manifest.json`;
  const release = {
    remote: o.remote,
    id: o.id,
    manifestUrl: `${o.origin}/releases/${o.id}/mf-manifest.json`,
    serverEntry: `${o.origin}/releases/${o.id}/server/remoteEntry.js`,
  };
  const warnings: string[] = [];
  const original = { error: console.error, warn: console.warn };
  const capture =
    (kind: string) =>
    (...args: unknown[]) =>
      warnings.push(`${kind}: ${args.map(String).join(' ').split('\n')[0]!.slice(0, 300)}`);
  console.error = capture('console.error');
  console.warn = capture('console.warn');
  const pages: RenderedPage[] = [];
  try {
    for (const page of o.pages) {
      warnings.length = 0;
      const result = await renderTask(
        {
          url: page.url,
          remote: page.remote,
          release,
          registry: { [o.remote]: manifestUrl },
          startedAt: Date.now(),
          budgetMs: 15_000,
        },
        SHELL_DIST,
      );
      const problems = [
        ...(result.loadError ? [`could not be loaded: ${result.loadError.message}`] : []),
        ...result.errors.map((error) => `threw: ${error.message}`),
        ...(result.degraded && !result.loadError && result.errors.length === 0 ? ['left its part to the browser'] : []),
        ...(result.status !== page.status ? [`answered ${result.status}, not ${page.status}`] : []),
        ...warnings,
      ].map((problem) => `${page.url}: ${problem}`);
      pages.push({ ...page, html: result.body, problems });
    }
  } finally {
    console.error = original.error;
    console.warn = original.warn;
  }
  return { pages, problems: pages.flatMap((page) => page.problems) };
}
