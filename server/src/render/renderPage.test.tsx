/** @jest-environment node */
import { renderPage } from './renderPage';
import { pageRequest } from '../http/pageUrl';

const TEMPLATE =
  '<!doctype html><html><head><title>EcoPanel</title><script defer src="/static/main.4567.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST = 'http://localhost:3001/releases/abc123/mf-manifest.json';

describe('renderPage', () => {
  it('leaves a remote with no release to the browser, and has the browser fetch its manifest from <head>, with main', async () => {
    const result = await renderPage(
      {
        page: pageRequest('/products'),
        registry: { catalogue: MANIFEST },
        startedAt: Date.now(),
        budgetMs: 1000,
      },
      { template: TEMPLATE },
    );
    expect(result.degraded).toBe(true);
    const head = result.body.split('</head>')[0];
    expect(head).toContain(`<link rel="preload" href="${MANIFEST}" as="fetch" crossorigin fetchpriority="low">`);
    expect(head).toContain(`<script type="application/json" id="remote-registry">{"catalogue":"${MANIFEST}"}</script>`);
  });

  it('preloads no manifest on a page that opens no remote', async () => {
    const result = await renderPage(
      { page: pageRequest('/no/such/page'), registry: { catalogue: MANIFEST }, startedAt: Date.now(), budgetMs: 1000 },
      { template: TEMPLATE },
    );
    expect(result.status).toBe(404);
    expect(result.body).not.toContain('as="fetch"');
  });
});
