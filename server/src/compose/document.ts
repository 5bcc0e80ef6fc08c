import { SERVER_HEAD_ATTRIBUTE } from '@ecopanel/shell/lib/serverHead';
import { SITE_NAV_ELEMENT_ID, type SiteNav } from '@ecopanel/shell/data/siteNav';
import { REMOTES_JSON_ELEMENT_ID } from '@ecopanel/shell/remotes';
import { DEFAULT_LANG, type Lang } from '@ecopanel/shared-ui/lang';
import { splitHead, withHtmlLang } from './headTags';
import { langFontPreload } from '@ecopanel/shell/fonts/langFonts';
import { AFTER_PAINT_ATTRIBUTE, afterPaintPreloads, afterPaintScript } from '@ecopanel/shell/boot/afterFirstPaint';
import { afterMainTemplate } from '@ecopanel/shell/boot/afterMain';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside <script type="application/json">: no `</script>` or `<!--` can end or change it. */
const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The shell's federation chunk CSS as spa.html preloads it (the prerender plugin's spaPreload). */
const FEDERATION_CSS_PRELOAD =
  /<link rel="preload" href="(\/static\/federation(?:\.[0-9a-f]+)?\.css)" as="style"[^>]*>/;

export interface DocumentParts {
  /** renderToString output of the app. */
  rendered: string;
  /**
   * remotes.json as this page must use it: the rendered remotes pinned to their release's manifest.
   * Null when it is not known (a page written at build): the page fetches the deployed remotes.json.
   */
  registry: Record<string, string> | null;
  /** The rendered remotes' files, preloaded with the shell's own to run after the first paint, and their CSS, linked. */
  scripts: string[];
  styles: string[];
  manifests: string[];
  /** The shell's own lazy page chunk (a page of the shell's): run with main, before it, so it hydrates at once. */
  ownScripts?: string[];
  /**
   * The manifest of the remote whose part the server left to the browser (not loaded in time):
   * preloaded with `main`, so it arrives with `main` rather than after it.
   */
  manifestLeftToBrowser?: string;
  /** The menus the page was rendered with, for the browser to hydrate with the same. */
  nav?: SiteNav;
  /** The page's language, as its URL names it (default: the template's, English). */
  lang?: Lang;
  /** The modules the shell shares that the rendered remote's lazy pages take: their preloads are kept. */
  shared?: string[];
}

/**
 * The template's low-priority preloads of what runs after the first paint (AfterPaintPlugin's, and
 * build-tools ServerBuildPlugin's
 * spaPreload and langPreload), and the language a language's chunk is for.
 */
const LOW_PRIORITY_PRELOAD = /<link\b(?=[^>]*\srel="preload")(?=[^>]*\sfetchpriority="low")[^>]*>/g;
const LANG_OF_PRELOAD = / data-lang="(\w+)"/;
const SHARED_OF_PRELOAD = / data-shared="([^"]+)"/;
const HREF_OF_PRELOAD = / href="([^"]+)"/;
/** The template's one held script, `main` (AfterPaintPlugin), whatever the order of its attributes. */
const MAIN_SCRIPT = new RegExp(`<script\\b[^>]*\\s${AFTER_PAINT_ATTRIBUTE}="([^"]+)"`);

/** The registry as the browser reads it (remotes/remotesJson.ts readRemotesJson). */
export const registryScript = (registry: Record<string, string>) =>
  `<script type="application/json" id="${REMOTES_JSON_ELEMENT_ID}">${scriptJson(registry)}</script>`;

/** The page's menus as the browser reads them (data/siteNav.ts readEmbeddedSiteNav). */
export const siteNavScript = (nav: SiteNav) =>
  `<script type="application/json" id="${SITE_NAV_ELEMENT_ID}">${scriptJson(nav)}</script>`;

/**
 * Fills the shell's client page (spa.html: its scripts and styles, an empty #root) with a rendered
 * route: head tags hoisted, the remote's CSS as stylesheets (painted with the HTML), its scripts and
 * manifest preloaded with `main` at low priority (no waterfall), and the registry the browser
 * must load the same releases from.
 */
export function composeDocument(template: string, parts: DocumentParts): string {
  const { headTags, body } = splitHead(parts.rendered);
  // Marked, so the browser can hand them over to React (see SERVER_HEAD_ATTRIBUTE). Not the
  // preloads (the LCP image's): React finds those in the document itself and adds no second one.
  const head = headTags
    .map((tag) => tag.replace(/^<(meta|link) (?!rel="preload")/, `<$1 ${SERVER_HEAD_ATTRIBUTE} `))
    .join('');
  // What paints: the language's font and the remote's CSS.
  const links = [
    langFontPreload(parts.lang),
    ...parts.styles.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`),
  ].join('');
  const registry = (parts.registry ? registryScript(parts.registry) : '') + (parts.nav ? siteNavScript(parts.nav) : '');
  const ownScripts = (parts.ownScripts ?? []).map((src) => afterPaintScript(escapeAttr(src))).join('');
  // Replacer functions, never replacement strings: the rendered HTML carries text from the URL, and
  // a `$&` or `` $` `` in a replacement string would splice the template into the page.
  const page = (parts.lang ? withHtmlLang(template, parts.lang) : template)
    .replace(/<title>[\s\S]*?<\/title>/, () => '')
    // The registry is in the page: the browser need not fetch remotes.json.
    .replace(/<link rel="preload" href="\/remotes\.json"[^>]*>/, (tag) => (parts.registry ? '' : tag))
    // Before the template's boot script, so before main: the boot script runs them in document order.
    .replace(/<script defer/, (tag) => ownScripts + tag)
    // shared-ui's component styles (accordion, tabs, ...) are in the lazy federation chunk's CSS,
    // which spa.html only preloads. A remote's rendered HTML uses them from the first paint: painted
    // without them, the FAQ's accordion grew when they arrived (CLS 0.106). Same origin, ~4 KB.
    .replace(FEDERATION_CSS_PRELOAD, (tag, href: string) =>
      parts.manifests.length ? `<link rel="stylesheet" href="${href}">` : tag,
    );
  // Requested with the page at low priority, run after the first paint (src/boot/afterFirstPaint.ts):
  // the template's own (main and its chunks, and the page language's text chunks, which only
  // hydration waits for: the text is in the HTML), then the remotes' manifests and files, requested
  // as the federation runtime requests them (scripts plainly, the manifest by fetch in CORS mode), or
  // the browser would not use the preloaded copy. All after the page's CSS and font.
  const lang = parts.lang ?? DEFAULT_LANG;
  const own = [...page.matchAll(LOW_PRIORITY_PRELOAD)]
    .map(([tag]) => tag)
    .filter((tag) => (LANG_OF_PRELOAD.exec(tag)?.[1] ?? lang) === lang)
    .filter((tag) => {
      const key = SHARED_OF_PRELOAD.exec(tag)?.[1];
      return key === undefined || (parts.shared ?? []).includes(key);
    });
  const remote = [
    ...[...parts.manifests, ...(parts.manifestLeftToBrowser ? [parts.manifestLeftToBrowser] : [])].map(
      (href) => `<link rel="preload" href="${escapeAttr(href)}" as="fetch" crossorigin>`,
    ),
    ...parts.scripts.map((href) => `<link rel="preload" href="${escapeAttr(href)}" as="script" fetchpriority="low">`),
  ];
  // A page with a rendered remote part: what only that part's hydration needs (the federation
  // runtime, the remote's files) is requested once `main` has arrived (src/boot/afterMain.ts), so
  // the header's code has the line to itself. `main` and the page language's text stay in the page.
  // Read from the template, not the page: a shell page's own held chunk is in the page before it.
  const main = MAIN_SCRIPT.exec(template)?.[1];
  const staged = main !== undefined && parts.manifests.length > 0 && !parts.manifestLeftToBrowser;
  const first = (tag: string) => !staged || LANG_OF_PRELOAD.test(tag) || HREF_OF_PRELOAD.exec(tag)?.[1] === main;
  const all = [...own, ...remote];
  const preloads =
    afterPaintPreloads(all.filter(first)) +
    (staged ? afterMainTemplate(main, afterPaintPreloads(all.filter((tag) => !first(tag)))) : '');
  return page
    .replace(LOW_PRIORITY_PRELOAD, () => '')
    .replace('</head>', () => `${head}${links}${preloads}${registry}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}
