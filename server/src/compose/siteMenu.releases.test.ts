// Following the releases: each release's file read once, one composition (and version) per set of
// release ids, a new release followed or its unreadable file outlived, the releases looked at once per checkMs.
import { appNamed } from '@ecopanel/shell/data/apps';
import { SiteComposer } from './siteMenu';
import { readSitemap } from '@ecopanel/shared-ui/sitemap';
import { BUILT, labels, release, setUp, siteFile } from './test/siteFiles';

it('reads a release once, keeps one composition per set of release ids, and follows a new release', async () => {
  const live: Record<string, string> = { resources: 'bbbbbb01' };
  const { composer, fetched } = setUp(live, {
    'resources@bbbbbb01': siteFile('resources'),
    'resources@bbbbbb02': siteFile('resources', { children: [{ label: 'Warranty', href: '/resources/warranty' }] }),
  });
  const first = await composer.current();
  expect(await composer.current()).toBe(first);
  expect(fetched.filter((u) => u.includes('resources'))).toHaveLength(1);
  live.resources = 'bbbbbb02';
  // A remote with entries known reads its new release behind the request, then the next one has it.
  await composer.current();
  const next = await composer.current();
  expect(next.version).not.toBe(first.version);
  expect(JSON.stringify(next.nav.main)).toContain('/resources/warranty');
});

it('keeps the version (and so the cached pages) when a new release leaves the menus as they were', async () => {
  const live: Record<string, string> = { resources: 'bbbbbb01' };
  const { composer } = setUp(live, {
    'resources@bbbbbb01': siteFile('resources'),
    'resources@bbbbbb03': siteFile('resources'),
  });
  const first = await composer.current();
  live.resources = 'bbbbbb03';
  await composer.current();
  const next = await composer.current();
  expect(next.sources.resources).toBe('bbbbbb03');
  expect(next.version).toBe(first.version);
});

it("keeps a remote's last entries when its new release's file cannot be read, else apps.json's fallback", async () => {
  const live: Record<string, string> = { resources: 'bbbbbb01', catalogue: 'aaaaaa01' };
  const { composer } = setUp(live, { 'resources@bbbbbb01': siteFile('resources') });
  const first = await composer.current();
  // The catalogue's file is missing: its top-level entry from apps.json, and the build's sitemap entries.
  expect(first.nav.main.find((e) => e.href === '/products')).toEqual(appNamed('catalogue').nav[0]);
  expect(readSitemap(first.sitemap).paths).toEqual(expect.arrayContaining(['/products', '/products/1/maple']));
  live.resources = 'bbbbbb09';
  await composer.current();
  const after = await composer.current();
  expect(after.version).toBe(first.version);
  expect(labels(after.nav.main)).toContainEqual(['Resources', expect.arrayContaining(['Projects', 'FAQs'])]);
});

it('looks at the live releases at most once per checkMs, so requests in between pay nothing', async () => {
  let now = 0;
  const live: Record<string, string> = { resources: 'bbbbbb01' };
  const files: Record<string, unknown> = {
    'resources@bbbbbb01': siteFile('resources'),
    'resources@bbbbbb02': siteFile('resources', { children: [{ label: 'Warranty', href: '/resources/warranty' }] }),
  };
  const composer = new SiteComposer({
    releaseOf: (name) => Promise.resolve(live[name] ? release(name, live[name]) : undefined),
    built: BUILT,
    timeoutMs: 500,
    checkMs: 1000,
    now: () => now,
    fetchJson: (url) => Promise.resolve(files[`resources@${/releases\/(\w+)\//.exec(url)?.[1]}`]),
  });
  const first = await composer.current();
  live.resources = 'bbbbbb02';
  now = 999;
  expect(composer.peek()).toBe(first);
  now = 1000;
  expect(composer.peek()).toBeUndefined();
  const next = await composer.current();
  expect(JSON.stringify(next.nav.main)).toContain('/resources/warranty');
});
