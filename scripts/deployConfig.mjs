// `npm run deploy:config`: the Firebase Hosting configuration (one site per app) generated from the
// same rules the local server uses (scripts/serveConfig.mjs), so production cannot drift from what the
// end-to-end suite tests; and the shell's production remotes.json. Reads deploy/production.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, PRERENDER } from './apps.mjs';
import {
  contentSecurityPolicy,
  databaseConnectSources,
  NOINDEX,
  remoteOriginsOf,
  serveConfig,
  SPA_FALLBACK_REGEX,
  SPA_FALLBACK_SOURCE,
} from './serveConfig.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every page path (no dot), `/` included: Hosting matches header rules on the request path, and `/` is index.html. */
const PAGE_PATH_REGEX = '^/[^.]*$';

export function readProduction(file = path.join(ROOT, 'deploy', 'production.json')) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The CSP of every site, from deploy/production.json (the database's by its URL: serveConfig.mjs). */
export function productionCsp(production) {
  if (production.databaseOrigins) {
    throw new Error(
      'deploy/production.json: replace `databaseOrigins` with `databaseUrl` (the database URL; the CSP derives its hosts)',
    );
  }
  return contentSecurityPolicy({
    remoteOrigins: remoteOriginsOf(production.remotes),
    emailOrigin: production.emailOrigin,
    databaseSources: databaseConnectSources(production.databaseUrl),
  });
}

/** firebase.json: one hosting target per app, each deployable alone (`firebase deploy --only hosting:<app>`). */
export function firebaseJson(production) {
  const remoteOrigins = remoteOriginsOf(production.remotes);
  const csp = productionCsp(production);
  return {
    // The impact counter's security rules deploy with `firebase deploy --only database`.
    database: { rules: 'mfe-impact/database.rules.json' },
    hosting: APPS.map((app) => {
      const rules = serveConfig({ isShell: app.name === 'shell', csp, prerender: PRERENDER, remoteOrigins });
      return {
        target: app.name,
        public: `${app.dir}/dist`,
        // Hosting serves a file before any rewrite: the shell's sitemap and its pages' HTML files are
        // left out of its upload, so /sitemap.xml and every page, `/` included, reach its server,
        // which composes them from the remotes' live releases (menus, sitemap). Uploaded, index.html
        // would answer `/` with the menus of the shell's last build.
        ignore: [
          'firebase.json',
          '**/.*',
          'mf-stats.json',
          ...(app.name === 'shell' && production.ssr ? ['sitemap.xml', ...shellPageFiles()] : []),
        ],
        cleanUrls: false,
        trailingSlash: false,
        // Firebase matches header rules on the request path, not on the file a rewrite serves.
        headers:
          app.name === 'shell'
            ? shellHeaders(rules.headers, production)
            : [...rules.headers, { regex: PAGE_PATH_REGEX, headers: NOINDEX }],
        // Every page path that is not a file goes to the shell's server on Cloud Run (DEPLOY.md), `/`
        // too (the SPA fallback's pattern needs a character after the slash).
        // Firebase takes globs or a regex; the SPA fallback is written as the regex it means.
        rewrites:
          app.name === 'shell' && production.ssr
            ? [
                { source: '/', run: production.ssr },
                { source: '/sitemap.xml', run: production.ssr },
                { regex: SPA_FALLBACK_REGEX, run: production.ssr },
              ]
            : rules.rewrites.map(({ source, destination }) =>
                source === SPA_FALLBACK_SOURCE ? { regex: SPA_FALLBACK_REGEX, destination } : { source, destination },
              ),
      };
    }),
  };
}

/** The shell's page files (its prerendered pages and the bare client page): never uploaded with a server. */
export function shellPageFiles(prerender = PRERENDER) {
  return [...Object.values(prerender.pages).map((page) => page.file), prerender.spa];
}

/**
 * The shell site's header rules, for request paths: pages, `/` included, are answered by the
 * shell's server (its own Cache-Control, CSP and preconnect); the rules here are for its files.
 */
function shellHeaders(headers, production) {
  return production.ssr ? headers.filter((rule) => rule.source !== PRERENDER.spa) : headers;
}

/** The shell server's rules in production (its container reads them; see shell/Dockerfile). */
export function shellServerRules(production) {
  const remoteOrigins = remoteOriginsOf(production.remotes);
  const csp = productionCsp(production);
  return serveConfig({ isShell: true, csp, prerender: PRERENDER, remoteOrigins });
}

/** .firebaserc: which Firebase Hosting site serves each target. */
export function firebaseRc(production, project = production.project ?? 'ecopanel') {
  return {
    projects: { default: project },
    targets: { [project]: { hosting: Object.fromEntries(Object.entries(production.sites).map(([t, s]) => [t, [s]])) } },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const production = readProduction();
  writeFileSync(path.join(ROOT, 'firebase.json'), `${JSON.stringify(firebaseJson(production), null, 2)}\n`);
  writeFileSync(path.join(ROOT, '.firebaserc'), `${JSON.stringify(firebaseRc(production), null, 2)}\n`);
  mkdirSync(path.join(ROOT, '.tmp', 'serve'), { recursive: true });
  writeFileSync(
    path.join(ROOT, '.tmp', 'serve', 'shell-production.json'),
    `${JSON.stringify(shellServerRules(production), null, 2)}\n`,
  );
  if (process.argv.includes('--remotes')) {
    mkdirSync(path.join(ROOT, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(ROOT, 'shell', 'dist', 'remotes.json'), `${JSON.stringify(production.remotes, null, 2)}\n`);
    console.log('wrote shell/dist/remotes.json');
  }
  console.log('wrote firebase.json and .firebaserc from deploy/production.json');
}
