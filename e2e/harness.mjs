import { createHmac, randomBytes } from 'node:crypto';
// Shared set-up for the end-to-end suite: the production build served as `npm start` serves it
// (same server code, its own ports), and Debian's Chromium driven by playwright-core.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { launch as launchChromium } from '@ecopanel/dev-tools/chromium';
import { sharedStateEnv } from '@ecopanel/dev-tools/standins/database';
import { freePorts, privateStandinEnv } from '@ecopanel/dev-tools/standins/private';
import { startStandinProxy } from '@ecopanel/dev-tools/standins/proxy';
import { configure, ROOT, startApp } from '../scripts/servers.mjs';
import { APPS, REMOTES } from '../scripts/apps.mjs';
import { startStandins, stopStandins } from '../scripts/standins.mjs';

export { CHROMIUM } from '@ecopanel/dev-tools/chromium';
export { openPage, pressInModal, settled } from '@ecopanel/dev-tools/page';

/** The sites open now, the newest last: a browser context opened now is given the newest one's stand-ins. */
const openSites = [];

/**
 * Debian's Chromium (dev-tools/browser/chromium.mjs), whose every new context reaches the stand-ins of the
 * newest site open (the email and database stand-ins its build names at 127.0.0.1:3010 and :3011
 * are the suite's own, on free ports): through that site's forwarding proxy (dev-tools/standins/proxy.mjs).
 */
export async function launch() {
  const browser = await launchChromium();
  const proxied = (options = {}) => {
    const site = openSites.at(-1);
    return site?.proxy ? { proxy: site.proxy.contextProxy(Object.values(site.ports)), ...options } : options;
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext(proxied(options));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (options) => newPage(proxied(options));
  return browser;
}

/** The stand-ins of the newest site open (`{ email, database }` handles with `url`), for a test's own calls to them. */
export const currentStandins = () => openSites.at(-1)?.standins ?? {};

// The key the shell's servers of this run sign canary buckets and page tokens with (server/src/
// signing.ts): made afresh per run, shared by every server the run starts, so two instances accept
// each other's cookies as in production and a test can sign a bucket as the server would.
process.env.SESSION_KEY ||= randomBytes(32).toString('hex');
/** `value` signed as the shell's server signs it (a canary bucket cookie `c42.<mac>`). */
export const signedAsServer = (value) =>
  `${value}.${createHmac('sha256', process.env.SESSION_KEY).update(value).digest('base64url').slice(0, 22)}`;
/** The page-view token the server sent with a page, in its Server-Timing header (the beacon's proof that it was served). */
export const pageToken = (serverTiming) => /(?:^|, )vt;desc=([^,\s]+)/.exec(serverTiming ?? '')?.[1];

export { freePorts };

/**
 * The composed site as `npm start` serves it, each app on a free port (e2e/fixtures.mjs hands it to
 * the tests as the `startSite` fixture), with its own deploy-time files (registry and server rules,
 * per shell port: scripts/servers.mjs `configure`), so several sites can run at once. The shell
 * server's log stays quiet unless a test passes `onShellLog(line)` (or SHELL_LOG is set);
 * `shellEnv` adds to the shell server's environment only.
 */
export async function startSite({ onShellLog, shellEnv: extraShellEnv } = {}) {
  // Its own stand-ins on free ports (never `npm start`'s, nor their state), reached by its pages
  // through the proxy, by its shell's server directly (its shared state: canaries, field figures).
  // They and the proxy listen before the apps' ports are chosen: a free port is only reserved once
  // something listens on it, and a CI run saw the proxy's port (the system's pick) come out as one
  // chosen for an app a moment before ("port ... is already in use").
  mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const outboxDir = mkdtempSync(path.join(ROOT, '.tmp', 'outbox-'));
  const { standinEnv, forward } = await privateStandinEnv({ outbox: path.join(outboxDir, 'emails.jsonl') });
  const standins = await startStandins({ env: standinEnv, log: () => {} });
  const proxy = Object.keys(forward).length ? await startStandinProxy(forward) : undefined;
  const free = await freePorts(APPS.length);
  const ports = Object.fromEntries(APPS.map((a, i) => [a.name, free[i]]));
  // The CSP names the addresses the builds name (the proxy keeps them), as in production.
  const { csp, registryFile } = configure(ports);
  /** The environment of this site's shell servers (also for a test that starts another instance). */
  const shellEnv = { ...sharedStateEnv(standinEnv), ...extraShellEnv };
  // The remotes first: the shell's server renders their pages once as it starts.
  const remotes = await Promise.all(REMOTES.map(async (a) => [a.name, await startApp(a.name, ports[a.name])]));
  const servers = Object.fromEntries([
    ...remotes,
    ['shell', await startApp('shell', ports.shell, { onShellLog, env: shellEnv })],
  ]);
  const site = {
    ports,
    csp,
    registryFile,
    servers,
    standins,
    /** What this site's stand-ins start with (a test that restarts one passes it as `env`). */
    standinEnv,
    shellEnv,
    proxy,
    url: (path = '/') => `http://localhost:${ports.shell}${path}`,
    /** Stops one app's server; returns a function that starts it again on the same port. */
    async stop(name) {
      await servers[name].stop();
      return async () => {
        servers[name] = await startApp(name, ports[name], name === 'shell' ? { onShellLog, env: shellEnv } : {});
      };
    },
    async close() {
      if (openSites.includes(site)) openSites.splice(openSites.indexOf(site), 1);
      await Promise.all([...Object.values(servers).map((s) => s.stop()), stopStandins(site.standins)]);
      await proxy?.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
  openSites.push(site);
  return site;
}

/**
 * Replaces a deploy-time file of a running site (null: removes it), as an operator would; the
 * returned function puts the original back.
 */
export async function replaceFile(file, content) {
  const original = await readFile(file, 'utf8');
  if (content === null) await rm(file);
  else await writeFile(file, content);
  return () => writeFile(file, original);
}

/** Every kind of page of the site: each route of the spec's table, with sample ids. */
export const ROUTES = [
  '/',
  '/our-story',
  '/products',
  '/products/calculator',
  '/products/1/maple-ceiling-sheet',
  '/products/12/white-sand-ceiling-sheet',
  '/resources',
  '/resources/projects',
  '/resources/projects/1',
  '/resources/faq',
  '/resources/news',
  '/resources/news-and-events',
  '/resources/certificate',
  '/resources/installation',
  '/contact',
  '/contact-us',
  '/no-such-page',
];

/** Scrolls down the whole page in steps, as a reader would, so every lazy section gets to load. */
export async function scrollThrough(page, steps = 10) {
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, 1000);
    await page.waitForTimeout(120);
  }
  await page.waitForLoadState('networkidle');
  // Sections fade in as they arrive: let them finish before anyone measures colours or positions.
  // (Endless ones, like a loading shimmer, are not waited for.)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** The home and story pages' sections in the spec's order (SPEC sections 3 and 4), as the shell's unit tests hold them too. */
export const specSections = () =>
  JSON.parse(readFileSync(path.join(ROOT, 'shell', 'src', 'test', 'specSections.json'), 'utf8'));
