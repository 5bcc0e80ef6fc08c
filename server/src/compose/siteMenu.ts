import { sitemapXml } from '@ecopanel/shared-ui/sitemap';
import { createHash } from 'node:crypto';
import { appNamed, REMOTES, SHELL_NAME, SITE_FILE, type AppEntry, type SiteFile } from '@ecopanel/shell/data/apps';
import { composeSiteNav, fallbackPart, SHELL_FOOTER, type SiteNav } from '@ecopanel/shell/data/siteNav';
import { fetchText, withTimeout } from '../render/bounded';
import type { Release } from '@ecopanel/releases/watch';
import { ownsPath, parseSiteFile, SITE_FILE_LIMITS } from './siteFile';

/** The site's menus and sitemap as composed from one set of live releases. */
export interface ComposedSite {
  /** Changes when the menus do: pages rendered with other menus are not served for these. */
  version: string;
  nav: SiteNav;
  sitemap: string;
  /** Which release's site.json each remote's part came from (`none`: apps.json's fallback). */
  sources: Record<string, string>;
}

export interface SiteComposerOptions {
  /** The remote's live release, as the server renders with it (none: not known yet, or no registry entry). */
  releaseOf: (remote: string) => Promise<Release | undefined>;
  /** The sitemap the shell's build wrote: its origin, the shell's own pages, and a remote's until its release is read. */
  built: { site: string; paths: string[] };
  timeoutMs: number;
  /** After a failed read of a release's site.json, how long before it is tried again (default 5 s). */
  retryMs?: number;
  /**
   * How long a composition is used before the remotes' live releases are looked at again (default
   * 1 s; the release pointers themselves are read every 5 s): requests in between pay nothing.
   */
  checkMs?: number;
  fetchJson?: (url: string) => Promise<unknown>;
  onError?: (remote: string, error: unknown) => void;
  now?: () => number;
  remotes?: readonly AppEntry[];
}

interface Known {
  id: string;
  site: SiteFile;
}

/**
 * Composes `/sitemap.xml`, the header and side menu and the footer's links from each remote's live
 * release (its `site.json`, beside its manifest). A release's file never changes, so it is read
 * once per release id; the composition is kept per set of release ids. A remote whose file cannot
 * be read keeps the entries of the last release that was read, else apps.json's top-level entry
 * and the build's sitemap entries under its prefixes. Only the first read of a remote is waited
 * for (within `timeoutMs`); later ones happen behind the requests.
 */
export class SiteComposer {
  private readonly known = new Map<string, Known>();
  private readonly reading = new Map<string, Promise<void>>();
  private readonly failedAt = new Map<string, number>();
  private composed?: { key: string; site: ComposedSite };
  private checkedAt = -Infinity;
  private readonly remotes: readonly AppEntry[];
  private readonly now: () => number;
  private readonly fetchJson: (url: string) => Promise<unknown>;

  constructor(private readonly o: SiteComposerOptions) {
    this.remotes = o.remotes ?? REMOTES;
    this.now = o.now ?? Date.now;
    this.fetchJson =
      o.fetchJson ??
      (async (url) =>
        JSON.parse(await fetchText(url, { timeoutMs: o.timeoutMs, maxBytes: SITE_FILE_LIMITS.maxBytes })) as unknown);
  }

  /** The composition of the last look, while it is fresh: what most requests use, with no await. */
  peek(): ComposedSite | undefined {
    const fresh = this.now() - this.checkedAt < (this.o.checkMs ?? 1000);
    return fresh ? this.composed?.site : undefined;
  }

  async current(): Promise<ComposedSite> {
    const fresh = this.peek();
    if (fresh) return fresh;
    this.checkedAt = this.now();
    await Promise.all(
      this.remotes.map(async (app) => {
        const release = await this.o.releaseOf(app.name).catch(() => undefined);
        if (!release || this.known.get(app.name)?.id === release.id) return;
        const read = this.read(app, release);
        // Only a remote with nothing known yet waits (boundedly); otherwise its last entries serve meanwhile.
        if (read && !this.known.has(app.name))
          await withTimeout(read, this.o.timeoutMs, `${app.name} ${SITE_FILE}`).catch(() => undefined);
      }),
    );
    const key = this.remotes.map((app) => `${app.name}@${this.known.get(app.name)?.id ?? 'none'}`).join(' ');
    if (this.composed?.key !== key) this.composed = { key, site: this.compose() };
    return this.composed.site;
  }

  private read(app: AppEntry, release: Release): Promise<void> | undefined {
    const flight = `${app.name}@${release.id}`;
    const pending = this.reading.get(flight);
    if (pending) return pending;
    if (this.now() - (this.failedAt.get(flight) ?? -Infinity) < (this.o.retryMs ?? 5000)) return undefined;
    const read = this.fetchJson(new URL(SITE_FILE, release.manifestUrl).href)
      .then((data) => {
        this.known.set(app.name, { id: release.id, site: parseSiteFile(app, data) });
        this.failedAt.delete(flight);
      })
      .catch((error: unknown) => {
        this.failedAt.set(flight, this.now());
        this.o.onError?.(app.name, error);
      })
      .finally(() => this.reading.delete(flight));
    this.reading.set(flight, read);
    return read;
  }

  private compose(): ComposedSite {
    const sources: Record<string, string> = {};
    const parts = [
      { nav: appNamed(SHELL_NAME).nav, footer: SHELL_FOOTER },
      ...this.remotes.map((app) => {
        const known = this.known.get(app.name);
        sources[app.name] = known?.id ?? 'none';
        return known ? known.site : fallbackPart(app);
      }),
    ];
    // The shell's own pages as its build listed them, then each remote's from its release.
    const owner = (p: string) => this.remotes.find((app) => ownsPath(app, p));
    const paths = this.o.built.paths.filter((p) => !owner(p));
    for (const app of this.remotes) {
      const known = this.known.get(app.name);
      paths.push(...(known ? known.site.routes : this.o.built.paths.filter((p) => owner(p) === app)));
    }
    const nav = composeSiteNav(parts);
    return {
      // Pages are kept per menu they show, not per set of releases: a release that leaves the menu
      // as it was keeps every page cached (and its last good page at hand while it renders afresh).
      version: createHash('sha256').update(JSON.stringify(nav)).digest('hex').slice(0, 12),
      nav,
      sitemap: sitemapXml(this.o.built.site, [...new Set(paths)]),
      sources,
    };
  }
}
