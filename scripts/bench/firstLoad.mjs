// First-load JS as sent: every script response (compressed body bytes) a fresh visitor's browser
// downloads for a route before the network goes quiet, without scrolling.
import { launch } from '@ecopanel/dev-tools/chromium';
import { kb, SDK_MARKERS } from './budgets.mjs';

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

/**
 * The first load of each of `routes` (`urlOf(route)`), with the third-party SDKs its scripts carry
 * (budgets.mjs SDK_MARKERS: none may load before the visitor asks for it).
 */
export async function measureFirstLoads(urlOf, routes, log = () => {}) {
  const loads = [];
  for (const route of routes) {
    const result = await measureFirstLoad(urlOf(route));
    const sdks = [];
    for (const script of result.scripts) {
      const text = await (await fetch(script.url)).text();
      for (const [sdk, marker] of Object.entries(SDK_MARKERS)) if (marker.test(text)) sdks.push(sdk);
    }
    result.sdks = [...new Set(sdks)];
    loads.push({ route, ...result });
    log(
      `${route}: ${kb(result.jsBytes)} JS in ${result.scriptRequests} scripts, ${result.requests} requests, SDKs: ${result.sdks.join(', ') || 'none'}`,
    );
  }
  return loads;
}
