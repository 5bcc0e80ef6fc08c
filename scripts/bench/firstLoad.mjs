// First-load JS as sent: every script response (compressed body bytes) a fresh visitor's browser
// downloads for a route before the network goes quiet, without scrolling.
import { launch } from '@ecopanel/dev-tools/chromium';

export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export async function measureFirstLoad(url) {
  const browser = await launch();
  try {
    const context = await browser.newContext(MOBILE);
    const page = await context.newPage();
    const requests = [];
    page.on('requestfinished', async (request) => {
      requests.push(request);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const rows = [];
    for (const request of requests) {
      const sizes = await request.sizes();
      const response = await request.response();
      rows.push({
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize,
        encoding: (await response?.headerValue('content-encoding')) ?? 'none',
      });
    }
    await context.close();
    const scripts = rows.filter((r) => r.type === 'script');
    return {
      url,
      requests: rows.length,
      scriptRequests: scripts.length,
      jsBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
      scripts,
      all: rows,
    };
  } finally {
    await browser.close();
  }
}
