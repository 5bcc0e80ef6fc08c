// The production server rules (for the `serve` package): compression is serve's own; here are the
// rewrites, cache rules, CORS and security headers. DEPLOY targets must send the same.

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

const NEVER_STALE = [{ key: 'Cache-Control', value: 'no-cache' }];
const IMMUTABLE = [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }];

/** serve.json for one app. The shell is a single-page app; remotes also answer cross-origin. */
export function serveConfig({ isShell, csp }) {
  const headers = [
    { source: '**', headers: [...securityHeaders(csp), ...(isShell ? [] : [{ key: 'Access-Control-Allow-Origin', value: '*' }])] },
    { source: 'static/**', headers: IMMUTABLE },
    // What names the current release must never be served from a cache without revalidation.
    { source: '{index.html,remotes.json,mf-manifest.json,mf-stats.json,remoteEntry.js,sitemap.xml,robots.txt}', headers: NEVER_STALE },
  ];
  return {
    cleanUrls: false,
    directoryListing: false,
    trailingSlash: false,
    headers,
    rewrites: [{ source: '**', destination: '/index.html' }],
  };
}
