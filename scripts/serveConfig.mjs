// The production server rules (for the `serve` package): compression is serve's own; here are the
// rewrites, cache rules, CORS and security headers. DEPLOY targets must send the same.
import { RELEASE_POINTER, RELEASES_DIR, RELEASES_INDEX } from '@ecopanel/releases/layout';

/** The distinct origins of the remotes listed in a remotes.json (`{ name: manifestUrl }`). */
export const remoteOriginsOf = (remotes) => [...new Set(Object.values(remotes).map((url) => new URL(url).origin))];

/** The loopback names the local database stand-in answers on (it listens on 127.0.0.1 only). */
export const LOCAL_DATABASE_NAMES = ['127.0.0.1', 'localhost'];

/**
 * What `connect-src` must allow for the Realtime Database at `databaseUrl`, and nothing wider. The
 * real database names a shard host in its handshake (`s-apse1a-nss-123.asia-southeast1.firebasedatabase.app`)
 * and the SDK connects there from then on, so its WebSocket needs every host the database may hand
 * out: the shards of its region (`wss://*.<region>.firebasedatabase.app`), or of firebaseio.com for
 * a legacy database. The local stand-in's "shards" are the loopback names of its own port (it can
 * hand out the other name, FIREBASE_STANDIN_SHARD_HOST, as the real one hands out a shard).
 * Throws for a URL that is none of these, so a typo cannot widen or break the policy unnoticed.
 */
export function databaseConnectSources(databaseUrl) {
  let url;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error(`the database URL is not a URL: ${databaseUrl}`);
  }
  const { protocol, hostname, host, port } = url;
  if (LOCAL_DATABASE_NAMES.includes(hostname)) {
    if (!['http:', 'ws:'].includes(protocol) || !port)
      throw new Error(`a local database URL is http://<host>:<port>: ${databaseUrl}`);
    return [`http://${host}`, ...LOCAL_DATABASE_NAMES.map((name) => `ws://${name}:${port}`)];
  }
  if (protocol !== 'https:' || port)
    throw new Error(`a Realtime Database URL is https:// on the default port: ${databaseUrl}`);
  const label = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
  const regional = new RegExp(`^${label}\\.(${label})\\.firebasedatabase\\.app$`).exec(hostname);
  if (regional) return [`https://${hostname}`, `wss://*.${regional[1]}.firebasedatabase.app`];
  if (new RegExp(`^${label}\\.firebaseio\\.com$`).test(hostname))
    return [`https://${hostname}`, 'wss://*.firebaseio.com'];
  throw new Error(
    `not a Firebase Realtime Database URL (<name>.<region>.firebasedatabase.app or <name>.firebaseio.com): ${databaseUrl}`,
  );
}

/** Content-Security-Policy for a page of this site, given the origins it may talk to. */
export function contentSecurityPolicy({ remoteOrigins, emailOrigin, databaseSources }) {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    // React sets style attributes through the CSSOM, which CSP allows; remote CSS arrives as <link>.
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: ${remotes}`,
    "font-src 'self'",
    `connect-src 'self' ${remotes} ${emailOrigin} ${databaseSources.join(' ')}`,
    'frame-src https://www.youtube-nocookie.com https://www.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Where the shell's pages send CSP violation reports: the shell's server collects them (server/src/http/cspReports.ts). */
export const CSP_REPORT_PATH = '/__csp-report';
export const CSP_REPORT_GROUP = 'csp';

/**
 * The shell's CSP with its reporting. Over https both `report-to` (the Reporting API, with the
 * `Reporting-Endpoints` header) and `report-uri` (browsers without it). Over plain http (the local
 * servers) only `report-uri`: Chromium ignores Reporting-Endpoints on an http response, even from
 * localhost, and with `report-to` in the policy it then drops `report-uri` too, so every report
 * would be lost (measured with Chromium 156: reports queued, never sent). The remotes' pages are
 * their QA previews, and their hosts have no collector: they report nothing.
 */
function reportingHeaders(csp, plainHttp) {
  const directives = plainHttp
    ? `report-uri ${CSP_REPORT_PATH}`
    : `report-uri ${CSP_REPORT_PATH}; report-to ${CSP_REPORT_GROUP}`;
  return [
    { key: 'Content-Security-Policy', value: `${csp}; ${directives}` },
    ...(plainHttp ? [] : [{ key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` }]),
  ];
}

const securityHeaders = (csp, { isShell, plainHttp }) => [
  ...(isShell ? reportingHeaders(csp, plainHttp) : [{ key: 'Content-Security-Policy', value: csp }]),
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

/** A remote's own page is only its QA preview: never in search results. */
export const NOINDEX = [{ key: 'X-Robots-Tag', value: 'noindex' }];
const NEVER_STALE = [{ key: 'Cache-Control', value: 'no-cache' }];
const WEEK = [{ key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=86400' }];
const IMMUTABLE = [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }];

/**
 * The shell's prerendered pages each get their own HTML; every other route gets the bare client page.
 * `serve` applies rewrites again to a rewritten path, so the catch-all skips paths with a dot (the
 * prerendered files themselves, and assets). It is a path-to-regexp pattern: serve compiles every
 * source with path-to-regexp first (SPA_FALLBACK_REGEX is the same rule for hosts that take a regex).
 */
export const SPA_FALLBACK_SOURCE = '/:path([^.]+)';
export const SPA_FALLBACK_REGEX = '^/[^.]+$';

function shellRewrites({ pages, spa }) {
  return [
    ...Object.entries(pages).map(([route, { file }]) => ({ source: route, destination: `/${file}` })),
    { source: SPA_FALLBACK_SOURCE, destination: `/${spa}` },
  ];
}

/**
 * Every route of the bare client page is a remote's: open the connections to the remotes while the
 * shell's script downloads, instead of after it has run and read remotes.json.
 */
const preconnect = (origins) => [
  { key: 'Link', value: origins.map((o) => `<${o}>; rel=preconnect; crossorigin`).join(', ') },
];

/**
 * serve.json for one app. The shell is a single-page app; remotes also answer cross-origin.
 * `plainHttp`: the rules are for the local servers (http), not for the deployed https sites.
 */
export function serveConfig({ isShell, csp, prerender, remoteOrigins = [], plainHttp = false }) {
  const headers = [
    {
      source: '**',
      headers: [
        ...securityHeaders(csp, { isShell, plainHttp }),
        ...(isShell ? [] : [{ key: 'Access-Control-Allow-Origin', value: '*' }]),
      ],
    },
    ...(isShell && prerender && remoteOrigins.length
      ? [{ source: prerender.spa, headers: preconnect(remoteOrigins) }]
      : []),
    { source: 'static/**', headers: IMMUTABLE },
    // Generated images, share pictures and PDFs keep their names across releases: a week, then revalidated.
    { source: '{img,downloads,share}/**', headers: WEEK },
    // A remote's published release never changes (@ecopanel/releases): its manifest and entry included.
    // Only files inside a release folder: `releases/index.json` beside them changes with every release.
    { source: `${RELEASES_DIR}/*/**`, headers: IMMUTABLE },
    // What names the current release must never be served from a cache without revalidation.
    // (serve caps a pattern at 100 characters, hence three.)
    { source: '{index.html,remotes.json,mf-manifest.json,mf-stats.json,remoteEntry.js}', headers: NEVER_STALE },
    { source: `{mf-runtime-core.js,sitemap.xml,robots.txt,${RELEASE_POINTER}}`, headers: NEVER_STALE },
    // The list of releases kept, which the next deploy's build reads to bring them back.
    { source: `${RELEASES_DIR}/${RELEASES_INDEX}`, headers: NEVER_STALE },
    ...(isShell ? [] : [{ source: 'index.html', headers: NOINDEX }]),
  ];
  return {
    cleanUrls: false,
    directoryListing: false,
    trailingSlash: false,
    headers,
    // The shell's server renders pages itself (server/src) and gives them these sources' headers:
    // not the bare client page's preconnect to every remote. A rendered page links its own remote's
    // files from <head>, which opens that one connection at once; the others are not needed.
    ...(isShell && prerender ? { pageHeaderSources: ['**'] } : {}),
    // A missing file (a path with a dot) is a 404, never the QA page with 200 (and `immutable`).
    rewrites:
      isShell && prerender
        ? shellRewrites(prerender)
        : [
            { source: '/', destination: '/index.html' },
            { source: SPA_FALLBACK_SOURCE, destination: '/index.html' },
          ],
  };
}
