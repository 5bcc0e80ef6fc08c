import { LRUCache } from 'lru-cache';
import { registryKey } from '../compose/registry';
import { renderPage, type OwnAssets } from '../render/renderPage';
import type { ComposedSite } from '../compose/siteMenu';
import { pageKey } from './pageCache';
import type { PageRequest } from '../http/pageUrl';

/** How long the render of a prerendered page with other menus may take before the built file is served instead. */
const RENDER_MS = 2000;

/** A page of the shell's that the build kept static: the file it wrote, and the page chunk's files. */
export interface StaticPage {
  built: string;
  own: OwnAssets;
}

/**
 * The shell's prerendered pages (`/`, `/our-story`, `/contact-us`) were rendered at build with
 * apps.json's fallback menus and no registry (the build cannot know the deployed one). Served by the
 * server, each is rendered again once per version of the site's menus and of the deployed registry,
 * by the pipeline every page goes through (renderPage: no remote code, as these pages hold none above
 * the fold, and this thread already runs the shell's code), so it carries the registry as every
 * other page does; then it is served from memory. A render that fails or does not finish leaves the
 * built file, whose menus still match what the browser hydrates with (it fetches remotes.json).
 */
export function prerenderedWithNav(o: {
  template: string;
  pages: ReadonlyMap<string, StaticPage>;
  /** The deployed remotes.json, or null when it cannot be read (the page then fetches it). */
  readRegistry: () => Record<string, string> | null;
  onError: (route: string, error: unknown) => void;
}) {
  const rendered = new LRUCache<string, Promise<string> | string>({ max: 64 });
  return (request: PageRequest, site: ComposedSite): Promise<string> | string => {
    const route = request.pathname;
    const page = o.pages.get(route);
    if (!page) throw new Error(`${route} is not a page kept static`);
    const registry = o.readRegistry();
    const key = pageKey(site.version, request, registryKey(registry));
    let html = rendered.get(key);
    if (html === undefined) {
      const rendering = render(request, page, site, registry).then(
        (done) => {
          // Kept as the string itself: a request for it then needs no await.
          rendered.set(key, done);
          return done;
        },
        (error: unknown) => {
          o.onError(route, error);
          rendered.delete(key);
          return page.built;
        },
      );
      html = rendering;
      rendered.set(key, rendering);
    }
    return html;
  };

  async function render(
    request: PageRequest,
    page: StaticPage,
    site: ComposedSite,
    registry: Record<string, string> | null,
  ): Promise<string> {
    const result = await renderPage(
      { page: request, registry, nav: site.nav, own: page.own, startedAt: Date.now(), budgetMs: RENDER_MS },
      { template: o.template },
    );
    if (result.status !== 200 || result.degraded)
      throw new Error(`rendered with status ${result.status}${result.degraded ? ', incomplete' : ''}`);
    return result.body;
  }
}
