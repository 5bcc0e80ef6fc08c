// Debian's Chromium (no browser is downloaded: CHROMIUM_PATH names another one), driven by
// playwright-core for the e2e suite, the bench and the Fast Refresh check.
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** A headless Chromium with what a container without a GPU or a sandbox needs, and no background traffic. */
export async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
