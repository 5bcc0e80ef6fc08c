import { LRUCache } from 'lru-cache';
import { siteNavScript } from './document';
import { splitHead } from './headTags';
import { renderRoute } from './renderRoute';
import type { ComposedSite } from './siteMenu';

/** How long the render of a prerendered page with other menus may take before the built file is served instead. */
const RENDER_MS = 2000;

/**
 * The shell's prerendered pages (`/`, `/our-story`, `/contact-us`) were rendered at build with
 * apps.json's fallback menus. Served by the server, each is rendered again once per version of the
 * site's menus (no remote code: these pages hold none above the fold, and this thread already runs
 * the shell's code) and its `#root` replaced in the built file, whose head (title, preloads of the
 * page's chunk) stays as built; then it is served from memory as before. A render that fails or
 * does not finish leaves the built file, whose menus still match what the browser hydrates with.
 */
export function prerenderedWithNav(onError: (route: string, error: unknown) => void) {
  const pages = new LRUCache<string, Promise<string> | string>({ max: 64 });
  return (route: string, built: string, site: ComposedSite): Promise<string> | string => {
    const key = `${site.version} ${route}`;
    let page = pages.get(key);
    if (page === undefined) {
      const rendering = render(route, built, site).then(
        (html) => {
          // Kept as the string itself: a request for it then needs no await.
          pages.set(key, html);
          return html;
        },
        (error: unknown) => {
          onError(route, error);
          pages.delete(key);
          return built;
        },
      );
      page = rendering;
      pages.set(key, rendering);
    }
    return page;
  };
}

async function render(route: string, built: string, site: ComposedSite): Promise<string> {
  const rendered = await renderRoute(route, new Map(), Date.now() + RENDER_MS, site.nav);
  if (!rendered.complete || rendered.status !== 200)
    throw new Error(`rendered with status ${rendered.status}${rendered.complete ? '' : ', incomplete'}`);
  const { body } = splitHead(rendered.html);
  const open = '<div id="root">';
  const start = built.indexOf(open);
  // The root is the body's last element: spa.html ends `<div id="root"></div><noscript>...</body>`.
  const end = built.lastIndexOf('</div>', built.lastIndexOf('<noscript>'));
  if (start < 0 || end < start) throw new Error('the built page has no #root to fill');
  const head = built.slice(0, start + open.length).replace('</head>', () => `${siteNavScript(site.nav)}</head>`);
  return head + body + built.slice(end);
}
