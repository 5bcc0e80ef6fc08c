// Server-side composition (issue 13) in the browser: every route hydrates without a single warning,
// its remote's files preloaded from the head and requested once main is in; the release a
// page was rendered with named in its HTML; only the CSS of the lazy pages a render used; and a
// stopped remote failing soft. The HTML itself: ssr-html.test.mjs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HYDRATED_MARK } from '../scripts/bench/visitorProfile.mjs';
import { ROOT } from '../scripts/servers.mjs';
import { siteAndBrowser, test } from './fixtures.mjs';
import { openPage, ROUTES } from './harness.mjs';

const attr = (html, re) => html.match(re)?.[1];

test.describe('server-side composition', () => {
  const lab = siteAndBrowser();

  test('hydrates every route with no warning or error, remote parts included, and they work after hydration', async () => {
    for (const route of ROUTES) {
      const { page, context, errors } = await openPage(lab.browser);
      const warnings = [];
      page.on('console', (m) => {
        if (m.type() === 'warning' && !/slug/.test(m.text())) warnings.push(`${route}: ${m.text()}`);
      });
      await page.goto(lab.site.url(route));
      // The server's HTML was there before hydration: the slot is hydrated in place, not re-rendered.
      for (const slot of await page.locator('[data-remote-slot]').all()) {
        if ((await slot.getAttribute('data-remote-state')) !== 'waiting')
          await page
            .locator(`[data-remote-slot="${await slot.getAttribute('data-remote-slot')}"][data-remote-state="ready"]`)
            .waitFor();
      }
      assert.deepEqual([...errors, ...warnings], [], route);
      await context.close();
    }
    const { page, context, errors } = await openPage(lab.browser);
    // When the boot script (shell/src/boot/afterFirstPaint.ts) adds main's script to the page.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        const added = records.flatMap((r) => [...r.addedNodes]);
        if (!added.some((n) => n.nodeName === 'SCRIPT' && /\/static\/main\./.test(n.src))) return;
        window.mainAddedAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(lab.site.url('/products/1/maple-ceiling-sheet'));
    await page.locator('[data-remote-state="ready"]').waitFor();
    // The page painted before its code started, then hydrated.
    const [firstPaint, started] = await page.evaluate(() => [
      performance.getEntriesByType('paint')[0]?.startTime,
      window.mainAddedAt,
    ]);
    assert.ok(firstPaint > 0 && started >= firstPaint, `first paint ${firstPaint} ms, scripts started ${started} ms`);
    // main was not held back (issue 42 point 3): requested with the page, before its first paint.
    // The remote's manifest and entry were requested once main had arrived (shell/src/boot/afterMain.ts),
    // not when the remote's code asked for them; each file once, so the scripts ran the preloaded copies.
    const requested = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r) => /mf-manifest\.json$|remoteEntry\.js$|\/static\/main\.\w+\.js$/.test(r.name))
        .map((r) => ({
          name: r.name.replace(/^.*\//, '').replace(/\.\w+\.js$/, '.js'),
          at: r.startTime,
          end: r.responseEnd,
        })),
    );
    const names = requested.map((r) => r.name);
    assert.deepEqual([...names].sort(), ['main.js', 'mf-manifest.json', 'remoteEntry.js'], JSON.stringify(requested));
    const main = requested.find((r) => r.name === 'main.js');
    assert.ok(main.at < firstPaint, `main requested at ${main.at} ms, first paint at ${firstPaint} ms`);
    // The header's hydration commits before the remote's part asks for its code.
    const hydrated = await page.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime, HYDRATED_MARK);
    for (const r of requested.filter((r) => r !== main)) {
      assert.ok(r.at >= main.end - 1, `${r.name} requested at ${r.at} ms, main in at ${main.end} ms`);
      assert.ok(r.at < hydrated, `${r.name} requested at ${r.at} ms, the header hydrated at ${hydrated} ms`);
    }
    const thumbs = page.locator('button[aria-pressed]');
    await thumbs.nth(1).click();
    assert.equal(await thumbs.nth(1).getAttribute('aria-pressed'), 'true');
    await page.goto(lab.site.url('/resources/faq'));
    await page.locator('[data-remote-state="ready"]').waitFor();
    const toggle = page.locator('main summary').first();
    await toggle.click();
    assert.ok(await toggle.evaluate((s) => s.parentElement.open));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('names the release it rendered with in the HTML and preloads its files from the head', async () => {
    const html = await (await fetch(lab.site.url('/products'))).text();
    const release = JSON.parse(readFileSync(path.join(ROOT, 'mfe-catalogue', 'dist', 'release.json'), 'utf8'));
    const registry = JSON.parse(attr(html, /<script type="application\/json" id="remote-registry">([^<]+)<\/script>/));
    assert.equal(registry.catalogue, `http://localhost:${lab.site.ports.catalogue}/${release.manifest}`);
    const head = html.split('</head>')[0];
    assert.ok(
      head.includes(
        `<link rel="preload" href="http://localhost:${lab.site.ports.catalogue}/releases/${release.id}/remoteEntry.js" as="script" fetchpriority="low">`,
      ),
    );
    assert.match(
      head,
      new RegExp(
        `<link rel="stylesheet" href="http://localhost:${lab.site.ports.catalogue}/releases/${release.id}/static/[^"]+\\.css">`,
      ),
    );
    // Data blocks (JSON, and the scripts held back until the first paint as text/plain) run nothing.
    assert.doesNotMatch(
      html,
      /<script(?![^>]*(src=|type="(application\/(json|ld\+json)|text\/plain)"))[^>]*>/,
      'no inline script',
    );
    const remote = `http://localhost:${lab.site.ports.catalogue}`;
    assert.match(
      (await fetch(`${remote}/releases/${release.id}/remoteEntry.js`)).headers.get('cache-control'),
      /immutable/,
    );
    assert.equal((await fetch(`${remote}/release.json`)).headers.get('cache-control'), 'no-cache');
    // A remote answers a missing file with 404 (not its QA page), and keeps its QA page out of search.
    assert.equal((await fetch(`${remote}/static/no-such-chunk.0123456789.js`)).status, 404);
    const qa = await fetch(`${remote}/products`);
    assert.equal(qa.status, 200);
    assert.equal(qa.headers.get('x-robots-tag'), 'noindex');
  });

  test('links only the CSS of the lazy pages a render used: a product page has no calculator CSS', async () => {
    const head = async (route) => (await (await fetch(lab.site.url(route))).text()).split('</head>')[0];
    assert.doesNotMatch(await head('/products/1/maple-ceiling-sheet'), /page-calculator/);
    assert.match(
      await head('/products/calculator'),
      /<link rel="stylesheet" href="[^"]+\/static\/page-calculator\.[0-9a-f]+\.css">/,
    );
    const faq = await head('/resources/faq');
    assert.match(faq, /<link rel="stylesheet" href="[^"]+\/static\/page-faq\.[0-9a-f]+\.css">/);
    assert.doesNotMatch(faq, /page-(certificate|projects?|news|installation)[.-]/);
  });

  test("preloads the shell's widgets with a page whose remote's pages take them: with the page, once; not on a product page", async () => {
    const head = async (route) => (await (await fetch(lab.site.url(route))).text()).split('</head>')[0];
    const widgets =
      /<link rel="preload" href="(\/static\/shared-ui-widgets\.[0-9a-f]+\.js)" as="script" fetchpriority="low" data-shared="@ecopanel\/shared-ui\/widgets">/;
    assert.doesNotMatch(await head('/products/1/maple-ceiling-sheet'), /shared-ui-widgets/);
    const [, href] = widgets.exec(await head('/resources/faq')) ?? [];
    assert.ok(href, 'the FAQ preloads the widgets its page takes');
    // Requested once main had arrived, with the remote's files, not once the remote's code asks, and once.
    const { page, context, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/resources/faq'));
    await page.locator('[data-remote-state="ready"]').waitFor();
    await page.locator('main details summary').first().click();
    const [mainIn, requested] = await page.evaluate((file) => {
      const at = (test) => performance.getEntriesByType('resource').filter((r) => test(new URL(r.name).pathname));
      return [
        at((p) => /^\/static\/main\.\w+\.js$/.test(p))[0]?.responseEnd,
        at((p) => p === file).map((r) => r.startTime),
      ];
    }, href);
    assert.equal(requested.length, 1, `requested ${requested.length} times`);
    assert.ok(requested[0] >= mainIn - 1, `requested at ${requested[0]} ms, main in at ${mainIn} ms`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('fails soft: with a remote stopped the page still answers 200 in time with the last page it rendered, then offers Retry', async () => {
    for (const [name, route] of [
      ['catalogue', '/products'],
      ['resources', '/resources/faq'],
      ['quotation', '/contact'],
    ]) {
      const restart = await lab.site.stop(name);
      try {
        // The server checks a remote's release every 5 s. Once it has found the remote down, it keeps
        // serving the last release it rendered (stale-if-error): its module is in memory.
        await new Promise((r) => setTimeout(r, 5500));
        await fetch(lab.site.url(route));
        const started = Date.now();
        const response = await fetch(lab.site.url(route));
        const html = await response.text();
        const elapsed = Date.now() - started;
        assert.equal(response.status, 200, route);
        assert.ok(elapsed < 2500, `${route} answered in ${elapsed} ms`);
        assert.match(html, /<header/);
        assert.match(html, /<footer/);
        assert.match(html, /data-remote-slot="[a-z]+\/\w+"/);
        assert.match(html, /<h1[^>]*>[^<]*\w/, `${route}: the remote's content is still in the HTML`);
        const { page, context } = await openPage(lab.browser, { allowErrors: [/.*/] });
        await page.goto(lab.site.url(route));
        await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 15000 });
        await context.close();
      } finally {
        await restart();
      }
      const back = await fetch(lab.site.url(route));
      assert.equal(back.status, 200);
    }
  });
});
