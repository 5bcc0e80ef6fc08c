// The production server rules (for the `serve` package): compression is serve's own; here are the
// rewrites, cache rules, CORS and security headers. DEPLOY targets must send the same.

/** The distinct origins of the remotes listed in a remotes.json (`{ name: manifestUrl }`). */
export const remoteOriginsOf = (remotes) => [...new Set(Object.values(remotes).map((url) => new URL(url).origin))];

/** Content-Security-Policy for a page of this site, given the origins it may talk to. */
export function contentSecurityPolicy({ remoteOrigins, emailOrigin, databaseOrigins }) {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    // React sets style attributes through the CSSOM, which CSP allows; remote CSS arrives as <link>.
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: ${remotes}`,
    "font-src 'self'",
    `connect-src 'self' ${remotes} ${emailOrigin} ${databaseOrigins.join(' ')}`,
    'frame-src https://www.youtube-nocookie.com https://www.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const securityHeaders = (csp) => [
  { key: 'Content-Security-Policy', value: csp },
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
const preconnect = (origins) => [{ key: 'Link', value: origins.map((o) => `<${o}>; rel=preconnect; crossorigin`).join(', ') }];

/** serve.json for one app. The shell is a single-page app; remotes also answer cross-origin. */
export function serveConfig({ isShell, csp, prerender, remoteOrigins = [] }) {
  const headers = [
    { source: '**', headers: [...securityHeaders(csp), ...(isShell ? [] : [{ key: 'Access-Control-Allow-Origin', value: '*' }])] },
    ...(isShell && prerender && remoteOrigins.length ? [{ source: prerender.spa, headers: preconnect(remoteOrigins) }] : []),
    { source: 'static/**', headers: IMMUTABLE },
    // Generated images, share pictures and PDFs keep their names across releases: a week, then revalidated.
    { source: '{img,downloads,share}/**', headers: WEEK },
    // A remote's published release never changes (build-tools/release): its manifest and entry included.
    { source: 'releases/**', headers: IMMUTABLE },
    // What names the current release must never be served from a cache without revalidation.
    // (serve caps a pattern at 100 characters, hence two.)
    { source: '{index.html,remotes.json,mf-manifest.json,mf-stats.json,remoteEntry.js}', headers: NEVER_STALE },
    { source: '{mf-runtime-core.js,sitemap.xml,robots.txt,release.json}', headers: NEVER_STALE },
    ...(isShell ? [] : [{ source: 'index.html', headers: NOINDEX }]),
  ];
  return {
    cleanUrls: false,
    directoryListing: false,
    trailingSlash: false,
    headers,
    // The shell's server renders pages itself (shell/src/ssr) and gives them these sources' headers.
    ...(isShell && prerender ? { pageHeaderSources: ['**', prerender.spa] } : {}),
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
