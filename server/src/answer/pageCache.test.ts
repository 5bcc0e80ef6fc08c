import { pageRequest } from '../http/pageUrl';
import { PageCache, pageKey, type CachedPage } from './pageCache';

const page = (body: string, releaseKey = 'catalogue@aaaaaa11', degraded = false): CachedPage => ({
  page: { status: 200, headers: {}, body },
  releaseKey,
  degraded,
});

describe('PageCache', () => {
  it('serves a page only for the releases it was rendered with', () => {
    const cache = new PageCache();
    cache.set('/products', page('a'));
    expect(cache.get('/products', 'catalogue@aaaaaa11')?.page.body).toBe('a');
    expect(cache.get('/products', 'catalogue@bbbbbb22')).toBeUndefined();
  });

  it('keeps the pages people read through a flood of URLs each asked for once', () => {
    const cache = new PageCache({ maxBytes: 200 * 1024 });
    const body = 'x'.repeat(2000);
    for (const hot of ['/products', '/resources/faq']) {
      cache.set(hot, page(body));
      cache.get(hot, 'catalogue@aaaaaa11'); // read twice: now a page people read
    }
    for (let n = 0; n < 5000; n++) cache.set(`/products?n=${n}`, page(body));
    expect(cache.get('/products', 'catalogue@aaaaaa11')).toBeDefined();
    expect(cache.get('/resources/faq', 'catalogue@aaaaaa11')).toBeDefined();
    expect(cache.stats.bytes).toBeLessThanOrEqual(200 * 1024);
  });

  it('never grows past its byte cap', () => {
    const cache = new PageCache({ maxBytes: 100 * 1024 });
    for (let n = 0; n < 1000; n++) {
      cache.set(`/p/${n}`, page('y'.repeat(5000)));
      cache.get(`/p/${n}`, 'catalogue@aaaaaa11');
    }
    expect(cache.stats.bytes).toBeLessThanOrEqual(100 * 1024);
    expect(cache.stats.pages).toBeGreaterThan(5);
  });

  it('keeps the last good page through a degraded one, for stale-if-error', () => {
    const cache = new PageCache();
    cache.set('/products', page('good'), { hot: true });
    cache.set('/products', page('skeleton', '', true));
    expect(cache.lastGood('/products')?.page.body).toBe('good');
    expect(cache.get('/products', 'catalogue@aaaaaa11')?.page.body).toBe('good');
  });

  it('keeps a degraded page only briefly', async () => {
    const cache = new PageCache({ degradedTtlMs: 20 });
    cache.set('/contact', page('skeleton', '', true));
    expect(cache.get('/contact', '')).toBeDefined();
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.get('/contact', '')).toBeUndefined();
    expect(cache.lastGood('/contact')).toBeUndefined();
  });

  it('renders once for any number of concurrent misses of one page', async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((r) => setTimeout(r, 10));
      return page('a');
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.shared('/products|x', render)));
    expect(renders).toBe(1);
    expect(new Set(results).size).toBe(1);
    await cache.shared('/products|x', render);
    expect(renders).toBe(2);
  });
});

describe('pageKey (the one key a page is cached by)', () => {
  const page = pageRequest('/products?sort=name&utm_source=x');
  it('keeps a page per version of the menus, by its path and the query its route reads', () => {
    expect(pageKey('v1', page)).toBe(pageKey('v1', pageRequest('/products?sort=name')));
    expect(pageKey('v1', page)).not.toBe(pageKey('v2', page));
    expect(pageKey('v1', page)).not.toBe(pageKey('v1', pageRequest('/si/products?sort=name')));
  });

  it('keeps what a selection rendered (a canary, a registry) apart from the live page', () => {
    expect(pageKey('v1', page, 'bbbbbb000002')).not.toBe(pageKey('v1', page));
    expect(pageKey('v1', page, 'bbbbbb000002')).not.toBe(pageKey('v1', page, 'cccccc000003'));
  });
});
