import { readFileSync } from 'node:fs';

/** The apps, their default ports and the environment variables that move them: apps.json. */
export const APPS = JSON.parse(readFileSync(new URL('../apps.json', import.meta.url), 'utf8')).apps;

/** Every app but the shell: what the shell composes. */
export const REMOTES = APPS.filter((a) => a.name !== 'shell');

export function portsFrom(env = process.env) {
  return Object.fromEntries(APPS.map((a) => [a.name, Number(env[a.portVar] || a.port)]));
}

/** Where the shell finds each remote: `remotes.json`, written at start (deploy) time, not build time. */
export function remotesJson(ports, host = 'localhost') {
  return Object.fromEntries(REMOTES.map((a) => [a.name, `http://${host}:${ports[a.name]}/mf-manifest.json`]));
}

/** The shell's prerendered pages (shell/prerender.json), which the servers route to their own HTML. */
export const PRERENDER = JSON.parse(readFileSync(new URL('../shell/prerender.json', import.meta.url), 'utf8'));
