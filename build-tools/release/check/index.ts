import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { appNamed, shellSharedVersions } from './sharedVersions';
import { undefinedClasses } from './cssClasses';
import { firstLoadBytes, readManifest, releaseDir } from './manifest';
import { renderRoutes, type RoutePage } from './renderRoutes';
import { serveDir } from './serveDir';
import { isWholeRelease, liveRelease, RELEASES_DIR } from '@ecopanel/releases';

/** A release may grow its first load by this much over the live one (DAZN's rule for its micro-frontends). */
export const MAX_GROWTH = 0.2;

export interface CheckResult {
  remote: string;
  id: string;
  ok: boolean;
  failures: string[];
  /** Pages rendered, and how long the whole check took. */
  pages: number;
  ms: number;
  firstLoad: { bytes: number; live: { id: string; bytes: number } | null };
}

/** The pages a release must render: its public routes (its own list) and a made-up path under each nested prefix. */
function pagesOf(remote: string, dist: string, id: string): RoutePage[] {
  const app = appNamed(remote);
  const routes = JSON.parse(readFileSync(path.join(releaseDir(dist, id), 'public-routes.json'), 'utf8')) as string[];
  const routeOf = (url: string) => app.routes.find((r) => url === r.path || (r.nested && url.startsWith(`${r.path}/`)));
  const pages: RoutePage[] = [];
  for (const url of routes) {
    const route = routeOf(url);
    if (route) pages.push({ url, remote: `${remote}/${route.expose}`, status: 200 });
  }
  for (const route of app.routes)
    if (route.nested)
      pages.push({ url: `${route.path}/no-such-page-release-check`, remote: `${remote}/${route.expose}`, status: 404 });
  return pages;
}

/**
 * The contract a release must keep before it goes live: it renders every public page of its remote
 * (and a real 404) with the shell's code and shared modules, with no error and no React warning; it
 * exposes exactly what apps.json says; the versions it requires are the ones the shell provides; the
 * classes in its HTML exist in its browser build; its first load grew at most 20%.
 */
export async function checkRelease(o: { remote: string; dist: string; id: string }): Promise<CheckResult> {
  const started = Date.now();
  const failures: string[] = [];
  const result = (pages = 0, firstLoad: CheckResult['firstLoad'] = { bytes: 0, live: null }): CheckResult => ({
    remote: o.remote,
    id: o.id,
    ok: failures.length === 0,
    failures,
    pages,
    ms: Date.now() - started,
    firstLoad,
  });
  if (!isWholeRelease(o.dist, o.id)) {
    failures.push(`release ${o.id} is not in ${path.join(o.dist, RELEASES_DIR)}`);
    return result();
  }
  const app = appNamed(o.remote);
  const manifest = readManifest(o.dist, o.id);

  const exposed = new Set(manifest.exposes.map((e) => e.name.replace(/^\.\//, '')));
  const declared = new Set(Object.keys(app.exposes).map((key) => key.replace(/^\.\//, '')));
  for (const name of declared)
    if (!exposed.has(name)) failures.push(`it does not expose ./${name} (apps.json says it does)`);
  for (const name of exposed)
    if (!declared.has(name)) failures.push(`it exposes ./${name}, which apps.json does not list`);

  const provided = shellSharedVersions();
  for (const shared of manifest.shared) {
    const version = provided[shared.name];
    if (version && shared.requiredVersion && !semver.satisfies(version, shared.requiredVersion))
      failures.push(`it requires ${shared.name} ${shared.requiredVersion}; the shell provides ${version}`);
  }

  const live = liveRelease(o.dist);
  const bytes = firstLoadBytes(o.dist, o.id);
  const liveBytes = live && live !== o.id && isWholeRelease(o.dist, live) ? firstLoadBytes(o.dist, live) : null;
  if (liveBytes !== null && bytes > liveBytes * (1 + MAX_GROWTH))
    failures.push(
      `its first load is ${bytes} bytes, ${Math.round((bytes / liveBytes - 1) * 100)}% over the live release ${live} (${liveBytes} bytes; at most +${MAX_GROWTH * 100}%)`,
    );

  const pages = pagesOf(o.remote, o.dist, o.id);
  const server = await serveDir(o.dist);
  try {
    const rendered = await renderRoutes({ remote: o.remote, id: o.id, origin: server.origin, pages });
    failures.push(...rendered.problems);
    const missing = undefinedClasses({
      remote: o.remote,
      html: rendered.pages.map((page) => page.html),
      releaseDir: releaseDir(o.dist, o.id),
    });
    if (missing.length)
      failures.push(`its HTML uses classes its browser build does not define: ${missing.slice(0, 10).join(', ')}`);
  } finally {
    await server.close();
  }
  return result(pages.length, { bytes, live: liveBytes === null ? null : { id: live!, bytes: liveBytes } });
}

/** The check's outcome as the release command and the build print it. */
export function formatCheck(r: CheckResult): string {
  const load =
    `first load ${(r.firstLoad.bytes / 1024).toFixed(1)} KiB` +
    (r.firstLoad.live ? ` (live ${r.firstLoad.live.id}: ${(r.firstLoad.live.bytes / 1024).toFixed(1)} KiB)` : '');
  const head = `contract check of ${r.remote} release ${r.id}: ${r.ok ? 'passed' : 'REFUSED'} (${r.pages} pages rendered, ${load}, ${r.ms} ms)`;
  return [head, ...r.failures.map((failure) => `  - ${failure}`)].join('\n');
}
