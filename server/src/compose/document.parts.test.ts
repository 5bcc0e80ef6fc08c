// Where composeDocument puts a rendered page's parts: its head tags, its remote's CSS, scripts, registry
// and manifests (at what priority), a page kept static at build, and text from the URL taken as it is.
import { composeDocument } from './document';
import { barePage, lowPriority, TEMPLATE } from './test/documentTemplate';

describe('composeDocument', () => {
  const html = composeDocument(TEMPLATE, {
    rendered:
      '<title>EcoPanel | Products</title><meta name="description" content="All"/><main><h1>Premium Panel Collection</h1></main>',
    registry: {
      catalogue: 'http://localhost:3001/releases/abc123/mf-manifest.json',
      evil: '</script><script>alert(1)</script>',
    },
    scripts: ['http://localhost:3001/releases/abc123/remoteEntry.js'],
    styles: ['http://localhost:3001/releases/abc123/static/a.css'],
    manifests: ['http://localhost:3001/releases/abc123/mf-manifest.json'],
  });
  const [head = '', body = ''] = html.split('</head>');
  /** A page the server rendered with no remote part: no registry, scripts or styles of its own. */
  const withNoRemote = () => barePage(TEMPLATE);

  it('hoists the page head tags into <head> in place of the template title', () => {
    expect(head).toContain(
      '<title>EcoPanel | Products</title><meta data-server-head name="description" content="All"/>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    const withPreload = composeDocument(TEMPLATE, {
      rendered: '<link rel="preload" as="image" href="/img/a.avif"/><link rel="canonical" href="/a"/><main></main>',
      registry: null,
      scripts: [],
      styles: [],
      manifests: [],
    });
    // The LCP image's preload stays as React writes it (React finds it there), the canonical is marked.
    expect(withPreload).toContain('<link rel="preload" as="image" href="/img/a.avif"/>');
    expect(withPreload).toContain('<link data-server-head rel="canonical" href="/a"/>');
    expect(body).toContain('<div id="root"><main><h1>Premium Panel Collection</h1></main></div>');
  });

  it("paints with the remote CSS, requests main with the page at low priority, after the CSS, and the remote's files once main is in", () => {
    const { preloads, rest } = lowPriority(head);
    const css = '<link rel="stylesheet" href="http://localhost:3001/releases/abc123/static/a.css">';
    expect(rest).toContain(css);
    const remote =
      '<link rel="preload" href="http://localhost:3001/releases/abc123/mf-manifest.json" as="fetch" crossorigin fetchpriority="low">' +
      '<link rel="preload" href="http://localhost:3001/releases/abc123/remoteEntry.js" as="script" fetchpriority="low">';
    expect(preloads).toBe('<link as="script" fetchpriority="low" href="/static/main.4567.js" rel="preload">' + remote);
    // The remote's files held for the boot script (shell/src/boot/afterMain.ts), naming main.
    expect(head).toContain(`<template data-after-main="/static/main.4567.js">${remote}</template>`);
    expect(head.indexOf(css)).toBeLessThan(head.indexOf('fetchpriority="low"'));
    expect(rest).not.toContain('rel="preload"');
    expect(head).not.toContain('/remotes.json');
  });

  it("keeps main and the page language's text in the page and holds what only the remote's part takes: the federation runtime, the shell's widgets, the remote's files", () => {
    const chunk = '<link rel="preload" href="/static/815.ab.js" as="script" fetchpriority="low">';
    const sinhala = '<link rel="preload" href="/static/i18n-si.cd.js" as="script" fetchpriority="low" data-lang="si">';
    const widgets =
      '<link rel="preload" href="/static/shared-ui-widgets.5.js" as="script" fetchpriority="low" data-shared="@ecopanel/shared-ui/widgets">';
    const staged = composeDocument(TEMPLATE.replace('</head>', `${chunk}${sinhala}${widgets}</head>`), {
      rendered: '<main></main>',
      registry: { resources: 'http://localhost:3002/releases/f00/mf-manifest.json' },
      scripts: ['http://localhost:3002/releases/f00/remoteEntry.js'],
      styles: [],
      manifests: ['http://localhost:3002/releases/f00/mf-manifest.json'],
      lang: 'si',
      shared: ['@ecopanel/shared-ui/widgets'],
    }).split('</head>')[0]!;
    const [inPage, held = ''] = staged.split('<template data-after-main="/static/main.4567.js">');
    expect(lowPriority(inPage!).preloads).toBe(
      '<link as="script" fetchpriority="low" href="/static/main.4567.js" rel="preload">' + sinhala,
    );
    expect(held.split('</template>')[0]).toBe(
      chunk +
        widgets +
        '<link rel="preload" href="http://localhost:3002/releases/f00/mf-manifest.json" as="fetch" crossorigin fetchpriority="low">' +
        '<link rel="preload" href="http://localhost:3002/releases/f00/remoteEntry.js" as="script" fetchpriority="low">',
    );
  });

  it("holds nothing on a page with no remote part, or one whose remote is left to the browser: there main's code is first", () => {
    expect(withNoRemote()).not.toContain('<template');
    const manifest = 'http://localhost:3001/releases/abc123/mf-manifest.json';
    expect(barePage(TEMPLATE, { registry: { catalogue: manifest }, manifestLeftToBrowser: manifest })).not.toContain(
      '<template',
    );
  });

  it('embeds the registry as inert JSON that no value can break out of', () => {
    const json = head.match(/<script type="application\/json" id="remote-registry">([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({
      catalogue: 'http://localhost:3001/releases/abc123/mf-manifest.json',
      evil: '</script><script>alert(1)</script>',
    });
    // The registry's tag and the held-back main (its type runs nothing): no other script tag.
    expect(html.match(/<script(?! defer src="\/static\/boot| data-after-paint="\/static\/main)/g)).toHaveLength(1);
  });

  it('preloads the manifest of a remote left to the browser, so it is not fetched only after main', () => {
    const manifest = 'http://localhost:3001/releases/abc123/mf-manifest.json';
    const leftToBrowser = composeDocument(TEMPLATE, {
      rendered: '<main></main>',
      registry: { catalogue: manifest },
      scripts: [],
      styles: [],
      manifests: [],
      manifestLeftToBrowser: manifest,
    });
    expect(leftToBrowser).toContain(
      `<link rel="preload" href="${manifest}" as="fetch" crossorigin fetchpriority="low">`,
    );
    expect(withNoRemote()).not.toContain('as="fetch"');
  });

  it("paints a remote's HTML with shared-ui's component styles (the federation chunk's CSS), not after it", () => {
    expect(head).toContain('<link rel="stylesheet" href="/static/federation.89ab.css">');
    expect(head).not.toContain('as="style"');
    // A page with no remote part loads it with main, at low priority.
    expect(lowPriority(withNoRemote()).preloads).toContain(
      '<link rel="preload" href="/static/federation.89ab.css" as="style" fetchpriority="low">',
    );
  });
});

describe('composeDocument with text from the URL', () => {
  it.each(['$&', '$`', "$'", '$$', '$1'])('puts %s into the page as it is, never the template', (pattern) => {
    const html = composeDocument(TEMPLATE, {
      rendered: `<title>EcoPanel | x</title><main><a href="/foo${pattern}/bar">crumb</a><textarea>${pattern}</textarea></main>`,
      registry: {},
      scripts: [],
      styles: [],
      manifests: [],
    });
    expect(html).toContain(`<a href="/foo${pattern}/bar">crumb</a><textarea>${pattern}</textarea>`);
    expect(html.match(/<html>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('puts a page kept static together at build: its chunk runs before the template’s scripts, the deployed registry is fetched', () => {
    const page = composeDocument(TEMPLATE, {
      rendered: '<title>EcoPanel | Home</title><main><h1>Home</h1></main>',
      registry: null,
      scripts: [],
      styles: ['/static/page-home.1.css'],
      manifests: [],
      ownScripts: ['/static/page-home.2.js'],
    });
    const [pageHead = ''] = page.split('</head>');
    expect(pageHead).toContain('<link rel="stylesheet" href="/static/page-home.1.css">');
    // The boot script runs the marked scripts in document order: the page's chunk, then main.
    const { preloads, rest } = lowPriority(pageHead);
    expect(rest).toContain(
      '<script type="text/plain" data-after-paint="/static/page-home.2.js"></script><script defer src="/static/boot.1.js"></script><script data-after-paint="/static/main.4567.js" type="text/plain"></script>',
    );
    // Their files requested with the page, in the same order.
    expect(preloads.indexOf('href="/static/page-home.2.js"')).toBeGreaterThan(-1);
    expect(preloads.indexOf('href="/static/page-home.2.js"')).toBeLessThan(
      preloads.indexOf('href="/static/main.4567.js"'),
    );
    expect(preloads).toContain('<link rel="preload" href="/remotes.json"');
    expect(page).not.toContain('application/json');
  });

  it("keeps the preload of a module the shell shares only on a page whose remote's rendered pages take it", () => {
    const widgets =
      '<link rel="preload" href="/static/shared-ui-widgets.5.js" as="script" fetchpriority="low" data-shared="@ecopanel/shared-ui/widgets">';
    const template = TEMPLATE.replace('</head>', `${widgets}</head>`);
    const page = (shared?: string[]) => barePage(template, { shared });
    expect(lowPriority(page(['@ecopanel/shared-ui/widgets'])).preloads).toContain(widgets);
    expect(page([])).not.toContain('shared-ui-widgets');
    expect(page(['@ecopanel/shared-ui'])).not.toContain('shared-ui-widgets');
    expect(page()).not.toContain('shared-ui-widgets');
  });
});
