// Issue 22 point 4: a remote owns its pages in the sitemap and the menus. The catalogue releases a
// 13th product and resources a new page, each with its own build and nothing else; the shell's
// server composes /sitemap.xml and the menus from the live releases (server/src/compose/siteMenu.ts).
import { note, siteAndBrowser, test } from './fixtures.mjs';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startApp } from '../scripts/servers.mjs';
import { openPage } from './harness.mjs';
import { buildRemoteRelease, digest } from './release.mjs';
import { firebaseJson, readProduction } from '../scripts/deployConfig.mjs';
import { proxyTo, startHostingSite } from './hostingFront.mjs';

const PRODUCT_13 = '/products/13/ebony-ceiling-sheet';
const WARRANTY = '/resources/warranty';

const edit = (file, from, to) => {
  const text = readFileSync(file, 'utf8');
  assert.ok(text.includes(from), `${file} holds ${from}`);
  writeFileSync(file, text.replace(from, to));
};

/** The catalogue's next release: a 13th product in its data, so in its route list. */
const catalogueWith13 = () =>
  buildRemoteRelease('mfe-catalogue', {
    copy: 'owned-catalogue',
    prepare: (app) => {
      const products = path.join(app, 'src', 'data', 'products.ts');
      const text = readFileSync(products, 'utf8');
      // Right after the list, before anything derived from it.
      const end = text.indexOf('\n];\n', text.indexOf('export const PRODUCTS')) + 4;
      const added = `(PRODUCTS as Product[]).push({ ...PRODUCTS[0]!, id: 13, title: 'Ebony Ceiling Sheet', link: '${PRODUCT_13}' });\n`;
      writeFileSync(products, text.slice(0, end) + added + text.slice(end));
    },
  });

/** Resources' next release: a warranty page in its routes, its route list and its menu entries. */
const resourcesWithWarranty = () =>
  buildRemoteRelease('mfe-resources', {
    copy: 'owned-resources',
    prepare: (app) => {
      writeFileSync(
        path.join(app, 'src', 'pages', 'WarrantyPage.tsx'),
        'export function WarrantyPage() {\n  return <h1>Our 15-year warranty</h1>;\n}\n',
      );
      const routes = path.join(app, 'src', 'pages', 'ResourcesRoutes.tsx');
      edit(
        routes,
        "import { HubPage } from './HubPage';",
        "import { HubPage } from './HubPage';\nimport { WarrantyPage } from './WarrantyPage';",
      );
      edit(
        routes,
        '<Route index element={<HubPage />} />',
        '<Route index element={<HubPage />} />\n        <Route path="warranty" element={<WarrantyPage />} />',
      );
      edit(
        path.join(app, 'src', 'publicRoutes.ts'),
        '  paths.installation,\n',
        `  paths.installation,\n  '${WARRANTY}',\n`,
      );
      edit(
        path.join(app, 'src', 'site.ts'),
        "        { label: 'News & Events', labels: { si: 'පුවත් සහ සිදුවීම්', ta: 'செய்திகள் மற்றும் நிகழ்வுகள்' }, href: paths.news },\n",
        `        { label: 'News & Events', labels: { si: 'පුවත් සහ සිදුවීම්', ta: 'செய்திகள் மற்றும் நிகழ்வுகள்' }, href: paths.news },\n        { label: 'Warranty', href: '${WARRANTY}' },\n`,
      );
    },
  });

const shellFiles = () => digest(path.join(ROOT, 'shell', 'dist')) + digest(path.join(ROOT, 'shell', 'dist-server'));

test.describe('a remote owns its pages in the sitemap and the menus', () => {
  test.describe.configure({ timeout: 240_000 });
  const lab = siteAndBrowser();

  test("a page served as a built file (a static host without the server) has the menus of the shell's build and hydrates with them", async () => {
    const { page, context, errors } = await openPage(lab.browser);
    // The file itself, not a server render: what Firebase Hosting answers for `/`.
    const built = readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');
    // The build puts the menus it rendered with in the file (the page's code has English names only).
    assert.ok(built.includes('id="__site_nav__"'));
    await page.route(lab.site.url('/'), (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: built }),
    );
    await page.goto(lab.site.url('/'));
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Show Resources menu' }).click();
    await banner.getByRole('link', { name: 'Installation Guide' }).waitFor();
    const footer = page.getByRole('contentinfo');
    for (const name of ['Products', 'Projects', 'Quotation', 'FAQs', 'Help & Support'])
      assert.equal(await footer.getByRole('link', { name, exact: true }).count(), 1, `footer: ${name}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a 13th product and a new resources page reach the sitemap, the header and the side menu with the remotes' releases alone", async () => {
    const shellBefore = shellFiles();
    const sitemapBefore = await (await fetch(lab.site.url('/sitemap.xml'))).text();
    assert.ok(sitemapBefore.includes('/products/12/'), 'the sitemap lists the twelve products');
    assert.ok(!sitemapBefore.includes(PRODUCT_13) && !sitemapBefore.includes(WARRANTY));
    assert.ok(!(await (await fetch(lab.site.url('/'))).text()).includes(`href="${WARRANTY}"`));

    let started = Date.now();
    const catalogueDist = catalogueWith13();
    const resourcesDist = resourcesWithWarranty();
    note(`two remote builds: ${Date.now() - started} ms`);
    // Each deploy keeps the earlier releases beside the new one (build-tools/release), and goes live alone.
    for (const [name, dir, dist] of [
      ['catalogue', 'mfe-catalogue', catalogueDist],
      ['resources', 'mfe-resources', resourcesDist],
    ]) {
      cpSync(path.join(ROOT, dir, 'dist', 'releases'), path.join(dist, 'releases'), { recursive: true, force: false });
      await lab.site.servers[name].stop();
      lab.site.servers[name] = await startApp(name, lab.site.ports[name], { dir: dist });
    }

    started = Date.now();
    let sitemap = '';
    let home = '';
    while (Date.now() - started < 15_000) {
      sitemap = await (await fetch(lab.site.url('/sitemap.xml'))).text();
      home = await (await fetch(lab.site.url('/'))).text();
      if (sitemap.includes(WARRANTY) && sitemap.includes(PRODUCT_13) && home.includes(`href="${WARRANTY}"`)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    note(`in the sitemap and the menus ${Date.now() - started} ms after going live`);
    assert.ok(sitemap.includes(`${PRODUCT_13}</loc>`), 'the 13th product is in the sitemap');
    assert.ok(sitemap.includes(`${WARRANTY}</loc>`), 'the warranty page is in the sitemap');
    assert.ok(
      sitemap.includes('/our-story</loc>') && sitemap.includes('/products/12/'),
      'and everything it listed before',
    );

    // The server's HTML: the header's Resources list of the prerendered home page and of a remote's page.
    const header = (html) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    assert.match(header(home), new RegExp(`<a[^>]*href="${WARRANTY}"[^>]*>Warranty</a>`));
    const resources = await (await fetch(lab.site.url('/resources/faq'))).text();
    assert.match(header(resources), new RegExp(`<a[^>]*href="${WARRANTY}"[^>]*>Warranty</a>`));

    // Production's road: the shell's Hosting site as generated (firebase.json), served by superstatic
    // (Firebase Hosting's server) from the files it would upload, rewriting to this shell server as
    // Hosting does to Cloud Run. `/` reaches the server like every page: the new entry is there too.
    const shellSite = firebaseJson(readProduction()).hosting.find((h) => h.target === 'shell');
    const hosting = await startHostingSite(shellSite, path.join(ROOT, 'shell', 'dist'), {
      run: proxyTo(new URL(lab.site.url('/')).origin),
    });
    try {
      for (const route of ['/', '/resources/faq']) {
        const answer = await fetch(hosting.url(route));
        assert.equal(answer.status, 200, route);
        assert.match(
          header(await answer.text()),
          new RegExp(`<a[^>]*href="${WARRANTY}"[^>]*>Warranty</a>`),
          `${route} through Hosting`,
        );
      }
    } finally {
      await hosting.close();
    }

    // The hydrated page: the same menus (no hydration error), in the header and the side menu, kept across navigations.
    const { page, context, errors } = await openPage(lab.browser);
    await page.goto(lab.site.url('/'));
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Show Resources menu' }).click();
    await banner.getByRole('link', { name: 'Warranty' }).click();
    await page.getByRole('heading', { name: 'Our 15-year warranty' }).waitFor();
    assert.equal(new URL(page.url()).pathname, WARRANTY);
    await banner.getByRole('button', { name: 'Show Resources menu' }).click();
    assert.equal(await banner.getByRole('link', { name: 'Warranty' }).getAttribute('href'), WARRANTY);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(lab.site.url('/our-story'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('link', { name: 'Warranty' }).click();
    await page.getByRole('heading', { name: 'Our 15-year warranty' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();

    assert.equal(shellFiles(), shellBefore, "the shell's files are untouched");
  });
});
