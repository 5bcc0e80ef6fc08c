/** @jest-environment node */
// The pages the handler answers while the catalogue is up: rendered per language, cached once for
// concurrent misses and tracking parameters, a view token each, a bare language prefix and a bad URL.
import type { RenderTask } from '../render/renderPage';
import { createSigner } from '../http/signing';
import { readToken } from '../vitals/viewTokens';
import { answered, eventually, serveCatalogue, site } from './test/ssrSite';

serveCatalogue();

describe('createSsrHandler', () => {
  it('renders a remote page under a language prefix with that remote, cached apart from English', async () => {
    const renderer = jest.fn(async (task: RenderTask) => ({
      ...answered(200),
      body: `${task.page.route?.remote} ${task.page.key}`,
    }));
    const { get } = site(renderer);
    expect((await get('/si/products')).body).toBe('catalogue/ProductRoutes /si/products');
    expect((await get('/products')).body).toBe('catalogue/ProductRoutes /products');
    expect(renderer).toHaveBeenCalledTimes(2);
  });

  it('gives every page view a token of its own, signed for the release it served, on one cached page', async () => {
    const signer = createSigner('h'.repeat(32));
    const renderer = jest.fn(async () => ({ ...answered(200), body: '<html><head></head><body>page</body></html>' }));
    const { get } = site(renderer, signer);
    const first = await eventually(
      () => get('/products'),
      (a) => a.headers['x-remote-release'] === 'catalogue@aaaaaa000001',
    );
    const second = await get('/products');
    expect(renderer).toHaveBeenCalledTimes(1);
    // The body is the cached page as it is; the token rides in Server-Timing.
    expect(second.body).toBe(first.body);
    const tokens = [first, second].map((a) => /(?:^|, )vt;desc=([^,\s]+)/.exec(a.headers['server-timing'] ?? '')?.[1]);
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const token of tokens)
      expect(readToken(signer, token)).toMatchObject({ remote: 'catalogue', release: 'aaaaaa000001' });
  });

  it('answers a bare language prefix with a 301 to its home, rendering nothing', async () => {
    const renderer = jest.fn(async () => answered(200));
    const { get } = site(renderer);
    const moved = await get('/ta?utm_source=wa');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/ta/?utm_source=wa');
    expect(renderer).not.toHaveBeenCalled();
  });

  it('renders concurrent misses of one page once, and tracking parameters hit the same page', async () => {
    const renderer = jest.fn(async (task: RenderTask) => {
      await new Promise((r) => setTimeout(r, 20));
      return { ...answered(200), body: `rendered ${task.page.key} with ${task.release?.id}` };
    });
    const { get } = site(renderer);
    const pages = await Promise.all(Array.from({ length: 20 }, (_, n) => get(`/products?utm_source=x${n}`)));
    expect(renderer).toHaveBeenCalledTimes(1);
    expect(new Set(pages.map((p) => p.body))).toEqual(new Set(['rendered /products with aaaaaa000001']));
    expect((await get('/products?fbclid=1')).headers['server-timing']).toMatch(/cache;desc=hit/);
    expect(renderer).toHaveBeenCalledTimes(1);
  });

  it('answers a malformed URL with 400 and the page headers, not a render', async () => {
    const renderer = jest.fn(async () => answered(200));
    const { get } = site(renderer);
    const bad = await get('/products/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(bad.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    expect(renderer).not.toHaveBeenCalled();
  });
});
