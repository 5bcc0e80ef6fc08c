import { readFileSync } from 'node:fs';

// The five apps, their default ports and the environment variables that move them.
export const APPS = [
  { dir: 'shell', name: 'shell', portVar: 'PORT', port: 3000 },
  { dir: 'mfe-catalogue', name: 'catalogue', portVar: 'CATALOGUE_PORT', port: 3001 },
  { dir: 'mfe-resources', name: 'resources', portVar: 'RESOURCES_PORT', port: 3002 },
  { dir: 'mfe-quotation', name: 'quotation', portVar: 'QUOTATION_PORT', port: 3003 },
  { dir: 'mfe-impact', name: 'impact', portVar: 'IMPACT_PORT', port: 3004 },
];

export function portsFrom(env = process.env) {
  return Object.fromEntries(APPS.map((a) => [a.name, Number(env[a.portVar] || a.port)]));
}

/** Where the shell finds each remote: `remotes.json`, written at start (deploy) time, not build time. */
export function remotesJson(ports, host = 'localhost') {
  return Object.fromEntries(
    APPS.filter((a) => a.name !== 'shell').map((a) => [a.name, `http://${host}:${ports[a.name]}/mf-manifest.json`]),
  );
}

/** The shell's prerendered pages (shell/prerender.json), which the servers route to their own HTML. */
export const PRERENDER = JSON.parse(readFileSync(new URL('../shell/prerender.json', import.meta.url), 'utf8'));
