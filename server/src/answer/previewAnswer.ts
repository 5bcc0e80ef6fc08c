import { MANIFEST, releasePath } from '@ecopanel/releases/layout';
import { fetchText } from '../render/bounded';
import type { Logger } from '../http/log';
import { renderErrorLogger, toEntry, type Answer } from './pageAnswer';
import { previewRegistry, type Preview } from '@ecopanel/releases/watch';
import type { PageSelection } from './select';
import { previewPage } from './preview';
import type { PageRequest } from '../http/pageUrl';
import { renderPage, type RenderResult, type RenderTask } from '../render/renderPage';
import type { ComposedSite } from '../compose/siteMenu';

export interface PreviewAnswerOptions {
  log: Logger;
  budgetMs: number;
  readRegistry: () => Record<string, string> | null;
  renderRemote: (task: RenderTask) => Promise<RenderResult>;
  template: string;
  /** How the menus of the shell's prerendered pages are brought up to date. */
  withNav: (page: PageRequest, sn: ComposedSite) => Promise<string> | string;
}

export function createPreviewAnswer(o: PreviewAnswerOptions) {
  const { log, budgetMs, readRegistry, renderRemote, template, withNav } = o;
  const logRenderErrors = renderErrorLogger(log);

  /**
   * A page for one browser previewing candidate releases: rendered afresh with the release select.ts
   * chose (never from or into the cache), pinned to its candidates in the page so the browser loads
   * them too, with the preview badge.
   */
  async function answerPreview(selection: PageSelection, preview: Preview, sn: ComposedSite): Promise<Answer> {
    const { page } = selection;
    const registry = readRegistry() ?? {};
    const pinned = previewRegistry(registry, preview);
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' };
    const preface = `preview ${Object.entries(preview)
      .map(([name, id]) => `${name}@${id}`)
      .join(' ')}`;
    if (selection.kind === 'prerendered')
      return {
        status: 200,
        headers,
        body: previewPage(await withNav(page, sn), preview, pinned),
        timing: 'prerendered',
        log: { cache: preface },
      };
    const task = { page, registry: pinned, startedAt: Date.now(), budgetMs, nav: sn.nav };
    let result: RenderResult | undefined;
    let releaseId: string | undefined;
    if (selection.kind === 'remote') {
      const { release, remote: name } = selection;
      releaseId = release && `${name}@${release.id}`;
      if (release)
        result = await renderRemote({ ...task, release }).catch((error: unknown) => {
          log.throttled(`preview ${releaseId}`, {
            severity: 'WARNING',
            message: `preview render of ${page.pathname} failed: ${(error as Error).message}`,
            remote: name,
            release: release.id,
          });
          return undefined;
        });
      if (result) logRenderErrors(result, release, page);
    }
    result ??= await renderPage(task, { template });
    const rendered = toEntry(result, releaseId ?? '').page;
    return {
      ...rendered,
      headers: { ...rendered.headers, ...headers },
      body: rendered.status === 301 ? rendered.body : previewPage(rendered.body, preview, pinned),
      timing: 'render;desc=preview',
      log: { release: releaseId, degraded: result.degraded, cache: preface },
    };
  }

  return answerPreview;
}

/** Whether `remote` has release `id` on its origin (its manifest answers): a preview of it can be made. */
export const releaseExists =
  (readRegistry: () => Record<string, string> | null, budgetMs: number) =>
  async (remote: string, id: string): Promise<boolean> => {
    const manifestUrl = readRegistry()?.[remote];
    if (!manifestUrl) return false;
    return fetchText(new URL(releasePath(id, MANIFEST), manifestUrl).href, {
      timeoutMs: budgetMs,
      maxBytes: 512 * 1024,
    }).then(
      () => true,
      () => false,
    );
  };
