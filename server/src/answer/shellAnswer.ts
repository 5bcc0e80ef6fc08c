import type { Logger } from '../http/log';
import { renderErrorLogger, toEntry, type Answer } from './pageAnswer';
import { pageKey, type PageCache } from './pageCache';
import type { PageRequest } from '../http/pageUrl';
import { registryKey } from '../compose/registry';
import { renderPage } from '../render/renderPage';
import type { ComposedSite } from '../compose/siteMenu';

export function createShellAnswer(o: {
  log: Logger;
  budgetMs: number;
  readRegistry: () => Record<string, string> | null;
  cache: PageCache;
  template: string;
}) {
  const { budgetMs, readRegistry, cache, template } = o;
  const logRenderErrors = renderErrorLogger(o.log);

  /** A page with no remote part (a 404, say): the shell's own code, rendered here and cached. */
  async function answerShell(page: PageRequest, sn: ComposedSite): Promise<Answer> {
    const registry = readRegistry();
    // The page carries the registry: kept per version of it as of the menus.
    const key = pageKey(sn.version, page, registryKey(registry));
    const hit = cache.get(key, '');
    if (hit) return { ...hit.page, timing: 'cache;desc=hit' };
    const started = Date.now();
    const entry = await cache.shared(key, async () => {
      const result = await renderPage({ page, registry, startedAt: started, budgetMs, nav: sn.nav }, { template });
      logRenderErrors(result, undefined, page);
      const rendered = toEntry(result, '');
      cache.set(key, rendered);
      return rendered;
    });
    return { ...entry.page, timing: `render;dur=${Date.now() - started}` };
  }

  return answerShell;
}
