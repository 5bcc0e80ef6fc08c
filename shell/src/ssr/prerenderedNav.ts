import { LRUCache } from 'lru-cache';
import { renderPage, type OwnAssets } from './renderPage';
import type { ComposedSite } from './siteMenu';

/** How long the render of a prerendered page with other menus may take before the built file is served instead. */
const RENDER_MS = 2000;

/** A page of the shell's that the build kept static: the file it wrote, and the page chunk's files. */
export interface StaticPage {
  built: string;
  own: OwnAssets;
}

/**
 * The shell's prerendered pages (`/`, `/our-story`, `/contact-us`) were rendered at build with
 * apps.json's fallback menus. Served by the server, each is rendered again once per version of the
 * site's menus, by the pipeline every page goes through (renderPage: no remote code, as these pages
 * hold none above the fold, and this thread already runs the shell's code); then it is served from
 * memory. A render that fails or does not finish leaves the built file, whose menus still match what
 * the browser hydrates with.
 */
export function prerenderedWithNav(o: {
  template: string;
  pages: ReadonlyMap<string, StaticPage>;
  onError: (route: string, error: unknown) => void;
}) {
  const rendered = new LRUCache<string, Promise<string> | string>({ max: 64 });
  return (route: string, site: ComposedSite): Promise<string> | string => {
    const page = o.pages.get(route);
    if (!page) throw new Error(`${route} is not a page kept static`);
    const key = `${site.version} ${route}`;
    let html = rendered.get(key);
    if (html === undefined) {
      const rendering = render(route, page, site).then(
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

  async function render(url: string, page: StaticPage, site: ComposedSite): Promise<string> {
    const result = await renderPage(
      // No registry in the page, as built: it reads the deployed remotes.json when it first needs a remote.
      { url, registry: null, nav: site.nav, own: page.own, startedAt: Date.now(), budgetMs: RENDER_MS },
      { template: o.template },
    );
    if (result.status !== 200 || result.degraded)
      throw new Error(`rendered with status ${result.status}${result.degraded ? ', incomplete' : ''}`);
    return result.body;
  }
}
