import { test } from './fixtures.mjs';
// Anything a URL supplies is untrusted (issue 21): text that looks like a replacement pattern goes
// into the page as text, never splices the template; malformed and overlong URLs are refused with
// the security headers, and error answers are not kept by browsers.
import assert from 'node:assert/strict';
import { request } from 'node:http';

/** A raw GET, so the path goes out exactly as written (fetch would normalise `//[`). */
const get = (port, path) =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });

const count = (html, re) => (html.match(re) ?? []).length;

test.describe('pages for any URL', () => {
  let site;
  test.beforeAll(async ({ startSite }) => {
    site = await startSite();
  });
  test.afterAll(async () => {
    await site?.close();
  });

  const wellFormed = (html, what) => {
    assert.equal(count(html, /<!doctype html>/gi), 1, `${what}: one document`);
    assert.equal(count(html, /<head>/g), 1, `${what}: one head`);
    assert.equal(count(html, /<div id="root">/g), 1, `${what}: one root`);
  };

  test('puts $& and $` from the URL into the page as text', async () => {
    const crumb = await get(site.ports.shell, '/foo$&/bar');
    assert.equal(crumb.status, 404);
    wellFormed(crumb.body, '/foo$&/bar');
    assert.match(crumb.body, /href="\/foo\$&amp;"/);

    const message = await get(site.ports.shell, '/contact?message=$%60%20and%20$%26');
    assert.equal(message.status, 200);
    wellFormed(message.body, '/contact?message=$`');
    assert.match(message.body, /<textarea[^>]*>\$` and \$&amp;<\/textarea>/);
  });

  test('keeps only the query a page reads: tracking parameters neither change the page nor make a new one', async () => {
    const plain = await get(site.ports.shell, '/products');
    const tracked = await get(site.ports.shell, '/products?utm_source=whatsapp&fbclid=abc&gclid=1&n=42');
    assert.equal(tracked.status, 200);
    assert.equal(tracked.body, plain.body);
    assert.match(tracked.body, /<link [^>]*rel="canonical" href="[^"?]+\/products"\/>/);
    assert.match(tracked.headers['server-timing'], /cache;desc=hit/);
  });

  for (const [what, path, status] of [
    ['a protocol-relative target', '//[', 400],
    ['a percent-broken path', '/products/%E0%A4%A', 400],
    ['a bad escape', '/resources/%zz', 400],
    ['an overlong URL', `/products/${'a'.repeat(3000)}`, 414],
    ['an unknown page', '/no-such-page', 404],
  ]) {
    test(`answers ${what} with ${status}, the security headers and no lasting cache`, async () => {
      const response = await get(site.ports.shell, path);
      assert.equal(response.status, status);
      assert.match(response.headers['content-security-policy'] ?? '', /default-src 'self'/);
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.match(response.headers['cache-control'] ?? '', status === 404 ? /max-age=0, s-maxage=\d+$/ : /^no-store$/);
    });
  }
});
