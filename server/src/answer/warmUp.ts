import { readSitemap } from '@ecopanel/shared-ui/sitemap';
import { REMOTE_ROUTES } from '@ecopanel/shell/data/remoteRoutes';
import type { Logger } from '../http/log';
import { pageKey, type PageCache } from './pageCache';
import { pageRequest } from '../http/pageUrl';
import type { createRemoteAnswer } from './remoteAnswer';
import type { SiteComposer } from '../compose/siteMenu';
import type { Select } from './select';

const WARM_UP_BUDGET_MS = 10_000;

export function createWarmUp(o: {
  site: SiteComposer;
  select: Select;
  answerRemote: ReturnType<typeof createRemoteAnswer>;
  cache: PageCache;
  log: Logger;
}) {
  const { site, select, answerRemote, cache, log } = o;
  /**
   * At start, every remote page of the sitemap is rendered once (loading each remote's module and
   * lazy pages), so the first visitors are not the ones who wait for a cold start or get its skeleton.
   */
  async function warmUp(): Promise<void> {
    const sn = await site.current();
    const listed = readSitemap(sn.sitemap).paths;
    const firstPages = [...new Set([...REMOTE_ROUTES.map((r) => r.path), ...listed])]
      .map(pageRequest)
      .filter((page) => page.route);
    for (const page of firstPages) {
      // Not a visitor waiting: a cold thread may take its time loading the server bundle and the remote.
      const selection = await select(page);
      if (selection.kind !== 'remote') continue;
      const answered = await answerRemote(selection, sn, WARM_UP_BUDGET_MS).catch(() => undefined);
      // Pages rendered at start are the ones people read: straight into the main part of the cache.
      const release = answered?.headers['x-remote-release'];
      // The page alone: the warm-up's timing and log fields must not follow its later cache hits.
      if (answered && release && !answered.log?.degraded) {
        const { status, headers, body } = answered;
        cache.set(
          pageKey(sn.version, page),
          { page: { status, headers, body }, releaseKey: release, degraded: false },
          { hot: true },
        );
      }
    }
    log({ severity: 'INFO', message: `warmed up ${firstPages.length} pages` });
  }

  return warmUp;
}
