// What siteMenu.*.test.ts share: the build's pages, each remote's site.json as its release would publish
// it, and a SiteComposer that reads them from the releases a test makes live (or fails to).
import { appNamed } from '@ecopanel/shell/data/apps';
import { REMOTE_PARTS } from '@ecopanel/shell/data/siteNav.fixture';
import type { Release } from '@ecopanel/releases/watch';
import { ownsPath } from '../siteFile';
import { SiteComposer } from '../siteMenu';

export const release = (remote: string, id: string): Release => ({
  remote,
  id,
  manifestUrl: `http://localhost:3001/${remote}/releases/${id}/mf-manifest.json`,
  serverEntry: `http://localhost:3001/${remote}/releases/${id}/server/remoteEntry.js`,
});

export const BUILT = {
  site: 'https://www.example.lk',
  paths: [
    '/',
    '/our-story',
    '/contact-us',
    '/products',
    '/products/1/maple',
    '/resources',
    '/resources/faq',
    '/contact',
  ],
};

/** Each remote's site.json as its release would publish it. */
export const siteFile = (
  name: string,
  extra: { routes?: string[]; children?: { label: string; href: string }[] } = {},
) => {
  const part = REMOTE_PARTS[name] ?? { nav: [], footer: { quick: [], resources: [] } };
  const own = BUILT.paths.filter((p) => ownsPath(appNamed(name), p));
  return {
    routes: [...own, ...(extra.routes ?? [])],
    nav: part.nav.map((e) =>
      e.children && extra.children ? { ...e, children: [...e.children, ...extra.children] } : e,
    ),
    footer: part.footer,
  };
};

export function setUp(live: Record<string, string>, files: Record<string, unknown>) {
  const fetched: string[] = [];
  const failing = new Set<string>();
  const composer = new SiteComposer({
    releaseOf: (name) => Promise.resolve(live[name] ? release(name, live[name]) : undefined),
    built: BUILT,
    timeoutMs: 500,
    retryMs: 0,
    checkMs: 0,
    fetchJson: (url) => {
      fetched.push(url);
      const [, name = '', id = ''] = /localhost:3001\/(\w+)\/releases\/(\w+)\/site\.json$/.exec(url) ?? [];
      if (failing.has(name) || !(`${name}@${id}` in files)) return Promise.reject(new Error('404'));
      return Promise.resolve(files[`${name}@${id}`]);
    },
  });
  return { composer, fetched, failing };
}

export const labels = (entries: { label: string; children?: { label: string }[] }[]) =>
  entries.map((e) => (e.children ? [e.label, e.children.map((c) => c.label)] : e.label));
