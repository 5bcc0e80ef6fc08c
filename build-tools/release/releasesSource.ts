/**
 * Where a remote's build brings earlier releases back from: the site it is deployed to. A build
 * from a fresh checkout (CI) has only the release it just built, and a deploy to static hosting
 * replaces the whole site; without this, pages rendered with the previous release (CDN copies for
 * minutes, open tabs) would lose their files.
 *
 * `RELEASES_FROM`:
 * - unset or empty: nothing is downloaded (`npm run build`, tests: no network);
 * - `none`: nothing is downloaded, said on purpose (the first deploy of a site);
 * - `production`: the remote's site in deploy/production.json (`npm run build:production` sets it
 *   when unset), so one variable serves a build of every remote;
 * - a URL: the remote's deployed root (`https://catalogue.example.com/`; its `mf-manifest.json` URL
 *   also does): for a build of that one remote.
 * Whenever it names a site, any failure to read it fails the build.
 */
export function releasesSource(
  env: Record<string, string | undefined>,
  remote: string,
  production: () => { remotes?: Record<string, string> },
): string | null {
  const raw = env.RELEASES_FROM?.trim();
  if (!raw || raw === 'none') return null;
  if (raw === 'production') {
    const url = production().remotes?.[remote];
    if (!url) throw new Error(`RELEASES_FROM=production: deploy/production.json names no URL for ${remote}`);
    return siteRoot(url);
  }
  return siteRoot(raw);
}

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/**
 * The deployed site's root URL, ending in `/`: https, or http on this machine only; no credentials,
 * query or fragment. A URL of a file (`.../mf-manifest.json`) stands for its folder.
 */
export function siteRoot(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`RELEASES_FROM is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname)))
    throw new Error(`RELEASES_FROM must be an https:// URL (http:// only on this machine): ${value}`);
  if (url.username || url.password || url.search || url.hash)
    throw new Error(`RELEASES_FROM must be a plain site URL, without credentials, query or fragment: ${value}`);
  if (!url.pathname.endsWith('/'))
    url.pathname = /\/[^/]*\.[^/]*$/.test(url.pathname) ? url.pathname.replace(/[^/]*$/, '') : `${url.pathname}/`;
  return url.href;
}
