// Shared set-up for the end-to-end suite: the production build served as `npm start` serves it
// (same server code, its own ports), and Debian's Chromium driven by playwright-core.
import { chromium } from 'playwright-core';
import { configure, startApp } from '../scripts/servers.mjs';
import { APPS } from '../scripts/apps.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Ports base..base+4 for shell, catalogue, resources, quotation, impact. */
export async function startSite(base) {
  const ports = Object.fromEntries(APPS.map((a, i) => [a.name, base + i]));
  const { csp } = configure(ports);
  const servers = Object.fromEntries(
    await Promise.all(APPS.map(async (a) => [a.name, await startApp(a.name, ports[a.name])])),
  );
  return {
    ports,
    csp,
    servers,
    url: (path = '/') => `http://localhost:${ports.shell}${path}`,
    /** Stops one app's server; returns a function that starts it again on the same port. */
    async stop(name) {
      await servers[name].stop();
      return async () => {
        servers[name] = await startApp(name, ports[name]);
      };
    },
    async close() {
      await Promise.all(Object.values(servers).map((s) => s.stop()));
    },
  };
}

export async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** A page that fails the test on any uncaught error or console error it did not expect. */
export async function openPage(browser, { viewport = { width: 1280, height: 800 }, allowErrors = [] } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !allowErrors.some((re) => re.test(m.text()))) errors.push(`console: ${m.text()}`);
  });
  return { page, context, errors };
}
